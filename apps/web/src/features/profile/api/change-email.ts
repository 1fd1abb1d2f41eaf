// Settings → Change e-mail (issue 25): PUT /auth/v1/user { email }. The server mails a confirmation link to
// the new address and changes the address when it is opened (at once where e-mail confirmation is off); it tells
// the old address too, and refuses an aal1 session of an account with two-factor sign-in (insufficient_aal,
// issue 37).
import type { User } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import type { ChangeEmailInput } from './account-schema';

export { changeEmailSchema, type ChangeEmailInput } from './account-schema';

export type EmailChangeOutcome = { status: 'confirm'; email: string } | { status: 'changed'; email: string };

/** What the server did, read from the user it returns: a pending `new_email`, or the address already changed. */
export function emailChangeOutcome(
  user: Pick<User, 'email' | 'new_email'>,
  requested: string,
): EmailChangeOutcome {
  if (user.new_email) return { status: 'confirm', email: user.new_email };
  return { status: 'changed', email: user.email ?? requested };
}

export async function changeEmail(input: ChangeEmailInput): Promise<EmailChangeOutcome> {
  const { data, error } = await supabase.auth.updateUser(
    { email: input.email },
    { emailRedirectTo: `${window.location.origin}${paths.adminSettings.href()}` },
  );
  if (error) throw error;
  return emailChangeOutcome(data.user, input.email);
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
