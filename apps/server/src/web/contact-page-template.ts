// The page a refused contact post is answered with, rendered once and filled in per request. A render of the
// contact page costs milliseconds of the main thread (and jsdom did ~40 ms: issue 37, finding 5), so the page is
// rendered once per *shape* of refusal (whether values are put back, which fields have a message: at most 9) by
// the same React render as GET /contact, with a unique slot mark as every value, message and the notice; the
// document is cut at the marks, and a request joins the pieces with its own strings.
// Invariants: every string from the request goes in escaped exactly as React escapes text and attributes (the
// same bytes a render with that string would give); the pieces are joined in one pass, so a value that looks like
// a mark is only text; a select's value is chosen as the browser's form would show it (React's SSR of
// `defaultValue`): the first option with that value, the placeholder for '', else an option of its own.
import { randomUUID } from 'node:crypto';
import {
  CONTACT_FIELDS,
  type ContactCheckedField,
  type ContactField,
  type ContactFieldErrors,
  type ContactRequestInput,
  type ContactSubmission,
} from '@advisory/site/contact-form-rules';

/** What decides the page's markup beyond its strings: values put back or not, the fields with a message. */
export interface ContactPageShape {
  values: boolean;
  /** In the form's order (CONTACT_FIELDS). */
  errors: ContactCheckedField[];
}

export interface ContactPageTemplate {
  /** The page for `submission` (of this template's shape): the pieces joined, every string escaped. */
  fill(submission: ContactSubmission): string;
}

/** The contact page's document rendered for a submission (null: no page to render, e.g. no web build). */
export type RenderContactPage = (submission: ContactSubmission) => Promise<string | null>;

const FIELD_ORDER = Object.keys(CONTACT_FIELDS) as ContactField[];

export function shapeOf(submission: ContactSubmission): ContactPageShape {
  return {
    values: submission.values !== null,
    errors: FIELD_ORDER.filter((f): f is ContactCheckedField => !!submission.errors[f as ContactCheckedField]),
  };
}

export const shapeKey = (shape: ContactPageShape): string =>
  `${shape.values ? 'values' : 'none'}:${shape.errors.join(',')}`;

// React DOM's escapeTextForBrowser: the same for text and attribute values.
const ENTITIES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
export const escapeReact = (s: string): string => s.replace(/["&'<>]/g, (ch) => ENTITIES[ch]!);

type Slot =
  /** A field's value: an input's value attribute, a textarea's text (`text`). */
  | { kind: 'value'; field: ContactField; text?: boolean }
  | { kind: 'message'; field: ContactCheckedField }
  | { kind: 'notice' }
  /** A select's options, none chosen (`options`), and the value to choose among them. */
  | { kind: 'select'; field: ContactField; options: string };

/** The option React renders for a value its select does not list (components/form-select.tsx). */
const unlistedOption = (escaped: string) => `<option value="${escaped}" selected="">${escaped}</option>`;

/** `options` (a select's, none chosen) with `value` chosen as React's render of `defaultValue` chooses it. */
function choose(options: string, value: string): string {
  const escaped = escapeReact(value);
  const open = `<option value="${escaped}">`;
  const at = options.indexOf(open);
  if (at >= 0)
    return `${options.slice(0, at)}<option value="${escaped}" selected="">${options.slice(at + open.length)}`;
  return value === '' ? options : options + unlistedOption(escaped);
}

export async function buildContactPageTemplate(
  render: RenderContactPage,
  shape: ContactPageShape,
): Promise<ContactPageTemplate | null> {
  const mark = `cslot${randomUUID().replaceAll('-', '')}_`;
  const slots: Slot[] = [];
  const slot = (s: Slot) => `${mark}${slots.push(s) - 1}_`;
  const valueMarks = new Map<ContactField, string>();
  const values = shape.values
    ? (Object.fromEntries(
        FIELD_ORDER.map((field) => {
          const m = slot({ kind: 'value', field });
          valueMarks.set(field, m);
          return [field, m];
        }),
      ) as ContactRequestInput)
    : null;
  const errors: ContactFieldErrors = {};
  for (const field of shape.errors) errors[field] = slot({ kind: 'message', field });
  let html = await render({ values, errors, notice: slot({ kind: 'notice' }) });
  if (html === null) return null;

  // A select's value (a mark) is an option of its own, unlisted: the select's options become one slot.
  for (const [field, m] of valueMarks) {
    const own = unlistedOption(m);
    const at = html.indexOf(own);
    if (at < 0) continue;
    const start = html.lastIndexOf('<select', at);
    const optionsAt: number = html.indexOf('>', start) + 1;
    if (start < 0 || optionsAt <= 0 || optionsAt > at) return null;
    const options = html.slice(optionsAt, at);
    // The value slot of this field becomes the select's: its mark is gone from the page.
    slots[Number(m.slice(mark.length, -1))] = { kind: 'select', field, options };
    html = html.slice(0, optionsAt) + m + html.slice(at + own.length);
  }

  // [text, slot, text, slot, …, text]: split() keeps the captured slot numbers.
  const cut = html.split(new RegExp(`${mark}(\\d+)_`));
  const texts = cut.filter((_, i) => i % 2 === 0);
  const order = cut.filter((_, i) => i % 2 === 1).map(Number);
  // Each slot at most once (the honeypot's value is never shown; a message without its field is not there).
  if (new Set(order).size !== order.length || order.some((n) => !(n in slots))) return null;
  const placed = order.map((n) => slots[n]!);
  // A textarea's text: React writes one newline more before a value that starts with one (the HTML parser drops
  // the first newline after <textarea>).
  placed.forEach((s, i) => {
    if (s.kind === 'value' && /<textarea[^>]*>$/.test(texts[i]!)) s.text = true;
  });

  return {
    fill(submission) {
      const text = (s: Slot): string => {
        switch (s.kind) {
          case 'value': {
            const value = escapeReact(submission.values?.[s.field] ?? '');
            return s.text && value.startsWith('\n') ? `\n${value}` : value;
          }
          case 'message':
            return escapeReact(submission.errors[s.field] ?? '');
          case 'notice':
            return escapeReact(submission.notice);
          case 'select':
            return choose(s.options, submission.values?.[s.field] ?? '');
        }
      };
      let out = texts[0]!;
      for (let i = 0; i < placed.length; i += 1) out += text(placed[i]!) + texts[i + 1]!;
      return out;
    },
  };
}
