// The consultation form's rules, once, for both ways a request arrives: the web app's form (apps/web
// features/marketing imports this file: field names, limits, messages, the RPC's arguments) and the form
// posted without JavaScript (apps/server/src/web/contact-post.ts). The database function
// submit_contact_request (supabase/migrations/20261123000800_site_functions.sql) holds the same checks and
// has the last word; apps/server/test/web/contact-post.test.ts asks it the same cases.

/** The form's fields as the browser posts them (`name` attributes) and the longest value each accepts (the table's). */
export const CONTACT_FIELDS = {
  firstName: { name: 'firstName', maxLength: 100 },
  lastName: { name: 'lastName', maxLength: 100 },
  email: { name: 'email', maxLength: 254 },
  phone: { name: 'phone', maxLength: 50 },
  company: { name: 'company', maxLength: 200 },
  service: { name: 'services', maxLength: 200 },
  assets: { name: 'assets', maxLength: 100 },
  message: { name: 'message', maxLength: 5000 },
  /** Honeypot: people never see it; a filled value makes the server answer success and store nothing. */
  website: { name: 'website' },
} as const;

export type ContactField = keyof typeof CONTACT_FIELDS;

/** What the form sends; optional fields are empty strings when left blank (the RPC stores them as null). */
export type ContactRequestInput = Record<ContactField, string>;

/** The database function's own validation messages (errcode 22023), by the field each belongs to. */
export const CONTACT_FIELD_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Please enter a valid email address',
} as const;

export type ContactCheckedField = keyof typeof CONTACT_FIELD_MESSAGES;
export type ContactFieldErrors = Partial<Record<ContactCheckedField, string>>;

/**
 * A form posted without JavaScript that was not stored, as the contact page shows it back (the same React render
 * as GET /contact: apps/web features/marketing, apps/server web/contact-refusal-pages.ts).
 */
export interface ContactSubmission {
  /** What the visitor sent, put back into the form; null when nothing could be read. */
  values: ContactRequestInput | null;
  errors: ContactFieldErrors;
  /** What happened, above the form. */
  notice: string;
}

/** The heading of the notice above a refused form. */
export const NOT_SENT_TITLE = 'Request not sent';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait an hour before sending another request.';
export const GENERIC_FAILURE_MESSAGE =
  'Your request could not be sent. Please try again in a moment, or contact us by email or phone.';

/** Reads the form's fields by their posted names (FormData, URLSearchParams); a missing field is ''. */
export function readContactForm(get: (name: string) => unknown): ContactRequestInput {
  const input = {} as ContactRequestInput;
  for (const [field, { name }] of Object.entries(CONTACT_FIELDS) as [ContactField, { name: string }][]) {
    const value = get(name);
    input[field] = typeof value === 'string' ? value : '';
  }
  return input;
}

const blankToNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The RPC's named arguments (PostgREST calls functions with named notation). */
export function toRpcArgs(input: ContactRequestInput) {
  return {
    first_name: input.firstName.trim(),
    last_name: input.lastName.trim(),
    email: input.email.trim(),
    phone: blankToNull(input.phone),
    company: blankToNull(input.company),
    service: blankToNull(input.service),
    assets: blankToNull(input.assets),
    message: blankToNull(input.message),
    website: blankToNull(input.website),
  };
}

// The function's e-mail rule: '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' ([:space:] as POSIX has it).
const EMAIL = /^[^@ \t\n\r\f\v]+@[^@ \t\n\r\f\v]+\.[^@ \t\n\r\f\v]+$/;

/**
 * Every message the database function would raise for these values, by field (it raises the first only),
 * checked on the arguments the RPC receives. A filled honeypot is not an error: the function answers
 * success to it and stores nothing.
 */
export function validateContactRequest(input: ContactRequestInput): ContactFieldErrors {
  const args = toRpcArgs(input);
  if (args.website !== null) return {};
  const errors: ContactFieldErrors = {};
  if (args.first_name === '') errors.firstName = CONTACT_FIELD_MESSAGES.firstName;
  if (args.last_name === '') errors.lastName = CONTACT_FIELD_MESSAGES.lastName;
  if (!EMAIL.test(args.email.toLowerCase())) errors.email = CONTACT_FIELD_MESSAGES.email;
  return errors;
}

/** The field a message of the database function's belongs to, or null when it is none of them. */
export function fieldOfMessage(message: string): ContactCheckedField | null {
  const entry = Object.entries(CONTACT_FIELD_MESSAGES).find(([, text]) => text === message);
  return entry ? (entry[0] as ContactCheckedField) : null;
}
