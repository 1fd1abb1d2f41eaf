// Pure parts of the contact RPC: the named arguments and the mapping of failures to what the visitor reads.

/** What the form sends; optional fields are empty strings when left blank (the RPC stores them as null). */
export interface ContactRequestInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  assets: string;
  message: string;
  /** Honeypot: people never see it; a filled value makes the server answer success and store nothing. */
  website: string;
}

/** A failure the visitor can act on; `message` is shown as the notice's description. */
export class ContactRequestError extends Error {
  constructor(
    message: string,
    readonly rateLimited: boolean,
  ) {
    super(message);
    this.name = 'ContactRequestError';
  }
}

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait an hour before sending another request.';
export const GENERIC_FAILURE_MESSAGE =
  'Your request could not be sent. Please try again in a moment, or contact us by email or phone.';

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

interface RpcFailure {
  code?: string;
  message?: string;
}

/** Turns the RPC's failure into what the visitor reads: rate limit, a validation message, or a generic one. */
export function describeFailure(status: number, error: RpcFailure): ContactRequestError {
  if (status === 429 || error.code === 'PT429') return new ContactRequestError(RATE_LIMIT_MESSAGE, true);
  // 22023 = the function's own validation ('Please enter a valid email address', …): safe and useful to show.
  if (error.code === '22023' && error.message) return new ContactRequestError(error.message, false);
  return new ContactRequestError(GENERIC_FAILURE_MESSAGE, false);
}
