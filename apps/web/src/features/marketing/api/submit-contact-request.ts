// The contact form's one call: the rate-limited RPC submit_contact_request (supabase/migrations, site functions).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

/** What the form sends; optional fields are empty strings when left blank (the RPC stores them as null). */
export const contactRequestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  service: z.string(),
  assets: z.string(),
  message: z.string(),
  /** Honeypot: people never see it; a filled value makes the server answer success and store nothing. */
  website: z.string(),
});

export type ContactRequestInput = z.infer<typeof contactRequestSchema>;

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

export async function submitContactRequest(input: ContactRequestInput): Promise<void> {
  let result;
  try {
    result = await supabase.rpc('submit_contact_request', toRpcArgs(contactRequestSchema.parse(input)));
  } catch {
    throw new ContactRequestError(GENERIC_FAILURE_MESSAGE, false);
  }
  if (result.error) throw describeFailure(result.status, result.error);
}

export function useSubmitContactRequest() {
  return useMutation({ mutationFn: submitContactRequest });
}
