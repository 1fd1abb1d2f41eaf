// The contact page as the answer to a consultation form posted without JavaScript that was not stored: the
// page GET /contact serves (server-rendered by the web build), with every value the visitor typed put back,
// each field's message beside it and a notice above the form. Its scripts are taken out: the app would
// hydrate its own empty form over this one and lose what was typed, and the page works as it is — the
// form posts again (web/contact-post.ts), the links are links.
// This file is the DOM step that says where each part goes. It runs through jsdom only to make a page's
// template (contact-page-template.ts: once per page and shape of refusal), never per request.
import type { ContactField, ContactFieldErrors, ContactRequestInput } from '@advisory/site/contact-form-rules';
import { CONTACT_FIELDS } from '@advisory/site/contact-form-rules';

export interface ContactPageState {
  /** What the visitor sent, put back into the form; null when nothing could be read. */
  values: ContactRequestInput | null;
  errors: ContactFieldErrors;
  /** What happened, above the form. */
  notice: string;
}

/** The heading of the notice above the form. */
export const NOT_SENT_TITLE = 'Request not sent';

// Classes the web app's stylesheet has (the form's own inputs turn red with aria-invalid).
const NOTICE_CLASS = 'mb-5 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm';
const FIELD_ERROR_CLASS = 'text-sm font-medium text-destructive';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Puts a value into its control; the template puts a slot there instead (contact-page-template.ts). */
export type PutValue = (doc: Document, control: Control, field: ContactField, value: string) => void;

/** The value as the browser would show it: the control's value, the option selected (or added), the text. */
export function putValue(doc: Document, control: Control, _field: ContactField, value: string): void {
  if (control.tagName === 'TEXTAREA') {
    control.textContent = value;
  } else if (control.tagName === 'SELECT') {
    const options = Array.from((control as HTMLSelectElement).options);
    let found = false;
    for (const option of options) {
      const match: boolean = !found && option.value === value;
      option.toggleAttribute('selected', match);
      found ||= match;
    }
    // A value the list does not have (the list changed, or a hand-made post) is kept all the same.
    if (!found && value !== '') {
      const option = doc.createElement('option');
      option.value = value;
      option.textContent = value;
      option.setAttribute('selected', '');
      control.append(option);
    }
  } else {
    control.setAttribute('value', value);
  }
}

function markInvalid(doc: Document, control: Control, field: string, message: string, first: boolean): void {
  const id = `${control.id || `contact-${field}`}-error`;
  const text = doc.createElement('p');
  text.id = id;
  text.className = FIELD_ERROR_CLASS;
  text.textContent = message;
  (control.closest('[data-field]') ?? control.parentElement ?? control).append(text);
  control.setAttribute('aria-invalid', 'true');
  const describedBy = control.getAttribute('aria-describedby');
  control.setAttribute('aria-describedby', describedBy ? `${describedBy} ${id}` : id);
  if (first) control.setAttribute('autofocus', '');
}

function addNotice(doc: Document, form: HTMLFormElement, message: string, focus: boolean): void {
  const notice = doc.createElement('div');
  notice.id = 'contact-form-notice';
  notice.className = NOTICE_CLASS;
  notice.tabIndex = -1;
  if (focus) notice.setAttribute('autofocus', '');
  const title = doc.createElement('p');
  title.className = 'font-semibold text-destructive';
  title.textContent = NOT_SENT_TITLE;
  const text = doc.createElement('p');
  text.textContent = message;
  notice.append(title, text);
  form.prepend(notice);
  const describedBy = form.getAttribute('aria-describedby');
  form.setAttribute('aria-describedby', describedBy ? `${notice.id} ${describedBy}` : notice.id);
}

/**
 * Puts the form's state into `doc` (the HTML of GET /contact, parsed), `put` putting each value; false when it has
 * no contact form to put it into (no web build).
 */
export function applyContactState(
  doc: Document,
  state: ContactPageState,
  put: PutValue = putValue,
): boolean {
  const form = doc.querySelector<HTMLFormElement>('form#contact-form');
  if (!form) return false;

  doc
    .querySelectorAll('script[src], link[rel="modulepreload"], script#ssr-state')
    .forEach((el) => el.remove());
  doc.title = `Error: ${doc.title}`;

  let firstError = true;
  for (const [field, { name }] of Object.entries(CONTACT_FIELDS) as [ContactField, { name: string }][]) {
    const control = form.querySelector<Control>(`[name="${name}"]`);
    if (!control) continue;
    if (state.values) put(doc, control, field, state.values[field]);
    const message = state.errors[field as keyof ContactFieldErrors];
    if (message) {
      markInvalid(doc, control, field, message, firstError);
      firstError = false;
    }
  }
  // With a field to fix, the browser starts there; otherwise at the notice, which says what happened.
  addNotice(doc, form, state.notice, firstError);
  return true;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Without a web build to take the contact page from: the messages and a way back to the form. */
export function plainContactPageHtml(state: ContactPageState, siteName: string): string {
  const messages = [state.notice, ...Object.values(state.errors)];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Error: ${escapeHtml(NOT_SENT_TITLE)} – ${escapeHtml(siteName)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(NOT_SENT_TITLE)}</h1>
<ul>${messages.map((m) => `<li>${escapeHtml(m)}</li>`).join('')}</ul>
<p><a href="/contact">Back to the contact form</a></p>
</main>
</body>
</html>
`;
}
