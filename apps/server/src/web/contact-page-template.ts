// The page a refused contact post is answered with, made once and filled in per request. Rendering it through
// jsdom for each post cost ~40 ms of the main thread (issue 37, finding 5), so jsdom now runs once per contact
// page and *shape* of refusal (whether values are put back, which fields have a message: at most 9 shapes):
// the DOM step (contact-page.ts) runs with a unique slot mark where each value, message and the notice go, the
// page is serialized and cut at the marks. A request then joins the pieces with its own strings.
// Invariants: every string from the request goes in escaped exactly as jsdom's serializer (parse5) escaped it
// — the same bytes as before for every value, so the page is what it was; the pieces are joined in one pass,
// so a value that looks like a mark is only text; a select's options are kept in both states (selected or
// not, serialized by jsdom), and the one the value names is chosen as putValue chooses it (the first match).
import { randomUUID } from 'node:crypto';
import {
  CONTACT_FIELDS,
  type ContactCheckedField,
  type ContactField,
  type ContactFieldErrors,
  type ContactRequestInput,
} from '@advisory/site/contact-form-rules';
import { applyContactState, type ContactPageState, type PutValue } from './contact-page.ts';

/** What decides the page's markup beyond its strings: values put back or not, the fields with a message. */
export interface ContactPageShape {
  values: boolean;
  /** In the form's order (CONTACT_FIELDS). */
  errors: ContactCheckedField[];
}

export interface ContactPageTemplate {
  /** The page for `state` (of this template's shape): the pieces joined, every string escaped. */
  fill(state: ContactPageState): string;
}

/** Makes a template: the one step that parses and serializes HTML. */
export type BuildContactPageTemplate = (
  base: string,
  shape: ContactPageShape,
) => Promise<ContactPageTemplate | null>;

const FIELD_ORDER = Object.keys(CONTACT_FIELDS) as ContactField[];

export function shapeOf(state: ContactPageState): ContactPageShape {
  return {
    values: state.values !== null,
    errors: FIELD_ORDER.filter((f): f is ContactCheckedField => !!state.errors[f as ContactCheckedField]),
  };
}

export const shapeKey = (shape: ContactPageShape): string =>
  `${shape.values ? 'values' : 'none'}:${shape.errors.join(',')}`;

// parse5's serializer (the HTML standard's "escaping a string"): attribute values, and text.
const ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\u00a0': '&nbsp;',
};
const ATTRIBUTE = /["&<>\u00a0]/g;
const TEXT = /[&<>\u00a0]/g;
export const escapeAttribute = (s: string): string => s.replace(ATTRIBUTE, (ch) => ENTITIES[ch]!);
export const escapeText = (s: string): string => s.replace(TEXT, (ch) => ENTITIES[ch]!);

type Slot =
  /** The field's value as an input's value attribute, or as a textarea's text. */
  | { kind: 'attribute' | 'text'; field: ContactField }
  | { kind: 'message'; field: ContactCheckedField }
  | { kind: 'notice' }
  /** One option of a select, serialized selected and not. */
  | { kind: 'option'; field: ContactField; index: number; on: string; off: string }
  /** Where a value the select does not list is added as an option of its own. */
  | { kind: 'extra'; field: ContactField };

export const buildContactPageTemplate: BuildContactPageTemplate = async (base, shape) => {
  let mark = `cslot${randomUUID().replaceAll('-', '')}_`;
  while (base.includes(mark)) mark = `cslot${randomUUID().replaceAll('-', '')}_`;
  const slots: Slot[] = [];
  const slot = (s: Slot) => `${mark}${slots.push(s) - 1}_`;
  /** Each select's option values, in order (`option.value`, as putValue compares them). */
  const optionValues = new Map<ContactField, string[]>();

  const put: PutValue = (doc, control, field) => {
    if (control.tagName === 'TEXTAREA') {
      control.textContent = slot({ kind: 'text', field });
    } else if (control.tagName === 'SELECT') {
      const options = Array.from((control as HTMLSelectElement).options);
      optionValues.set(
        field,
        options.map((o) => o.value),
      );
      options.forEach((option, index) => {
        const [on, off] = [true, false].map((selected) => {
          const copy = option.cloneNode(true) as HTMLOptionElement;
          copy.toggleAttribute('selected', selected);
          return copy.outerHTML;
        }) as [string, string];
        option.replaceWith(doc.createTextNode(slot({ kind: 'option', field, index, on, off })));
      });
      control.append(doc.createTextNode(slot({ kind: 'extra', field })));
    } else {
      control.setAttribute('value', slot({ kind: 'attribute', field }));
    }
  };

  const { JSDOM } = await import('jsdom');
  const dom = new JSDOM(base);
  let html: string;
  try {
    const errors: ContactFieldErrors = {};
    for (const field of shape.errors) errors[field] = slot({ kind: 'message', field });
    const state: ContactPageState = {
      // The values themselves never reach the DOM: `put` places a slot for each.
      values: shape.values ? (Object.fromEntries(FIELD_ORDER.map((f) => [f, ''])) as ContactRequestInput) : null,
      errors,
      notice: slot({ kind: 'notice' }),
    };
    if (!applyContactState(dom.window.document, state, put)) return null;
    html = dom.serialize();
  } finally {
    dom.window.close();
  }

  // [text, slot, text, slot, …, text]: split() keeps the captured slot numbers.
  const cut = html.split(new RegExp(`${mark}(\\d+)_`));
  const texts = cut.filter((_, i) => i % 2 === 0);
  const order = cut.filter((_, i) => i % 2 === 1).map(Number);
  // Each slot exactly once (a message whose field has no control was never placed: it is simply not there).
  if (new Set(order).size !== order.length || order.some((n) => !(n in slots))) return null;
  const placed = order.map((n) => slots[n]!);

  return {
    fill(state) {
      const values = state.values;
      const chosen = new Map<ContactField, number>();
      if (values)
        for (const [field, list] of optionValues) chosen.set(field, list.indexOf(values[field]));
      const text = (s: Slot): string => {
        switch (s.kind) {
          case 'attribute':
            return escapeAttribute(values?.[s.field] ?? '');
          case 'text':
            return escapeText(values?.[s.field] ?? '');
          case 'message':
            return escapeText(state.errors[s.field] ?? '');
          case 'notice':
            return escapeText(state.notice);
          case 'option':
            return chosen.get(s.field) === s.index ? s.on : s.off;
          case 'extra': {
            const value = values?.[s.field] ?? '';
            return chosen.get(s.field) === -1 && value !== ''
              ? `<option value="${escapeAttribute(value)}" selected="">${escapeText(value)}</option>`
              : '';
          }
        }
      };
      let out = texts[0]!;
      for (let i = 0; i < placed.length; i += 1) out += text(placed[i]!) + texts[i + 1]!;
      return out;
    },
  };
};
