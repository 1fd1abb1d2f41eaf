// The contact form's one call: the rate-limited RPC submit_contact_request (supabase/migrations, site functions).
// A write only, so the form runs it with plain state (lib/use-action): /contact loads no TanStack Query.
import { readLanding } from '@/lib/analytics/landing';
import { loadClient } from '@/lib/supabase-loader';
import {
  ContactRequestError,
  describeFailure,
  GENERIC_FAILURE_MESSAGE,
  toRpcArgs,
  type ContactRequestInput,
} from './contact-request-rpc';

export { ContactRequestError, type ContactRequestInput } from './contact-request-rpc';

export async function submitContactRequest(input: ContactRequestInput): Promise<void> {
  let result;
  try {
    // supabase-js is downloaded when the visitor sends the form, not with the page.
    const supabase = await loadClient();
    // Where this tab's visit began (landing page, referrer, UTM): the inbox shows it, the report counts it.
    result = await supabase.rpc('submit_contact_request', {
      ...toRpcArgs(input),
      ...readLanding(),
    });
  } catch {
    throw new ContactRequestError(GENERIC_FAILURE_MESSAGE, false);
  }
  if (result.error) throw describeFailure(result.status, result.error);
}
