// Pure parts of the contact RPC: the named arguments and the mapping of failures to what the visitor reads.
// The fields, the arguments and the messages are the shared contact rules (one file for the form, the RPC
// and the form posted without JavaScript): packages/site/src/contact-form-rules.ts.
import { GENERIC_FAILURE_MESSAGE, RATE_LIMIT_MESSAGE } from '@advisory/site/contact-form-rules';

export {
  CONTACT_FIELDS,
  GENERIC_FAILURE_MESSAGE,
  RATE_LIMIT_MESSAGE,
  readContactForm,
  toRpcArgs,
  type ContactRequestInput,
} from '@advisory/site/contact-form-rules';

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
