// Settings → Change password (issue 25, issue 37): PUT /auth/v1/user { password, current_password }. The
// server checks the current password itself (GoTrue's UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD: 400
// current_password_invalid / current_password_required) and, for an account with two-factor sign-in, that this
// session passed its code (401 insufficient_aal); it then signs the user's other sessions out.
import type { AuthError } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ChangePasswordInput } from './account-schema';

export { changePasswordSchema, type ChangePasswordInput } from './account-schema';

/** The current password did not match: said in the form's own words, under its field. */
export class WrongCurrentPasswordError extends Error {
  constructor() {
    super('Your current password is not correct.');
    this.name = 'WrongCurrentPasswordError';
  }
}

// GoTrue sends one sentence for both; the code tells them apart.
const CURRENT_PASSWORD_CODES = new Set(['current_password_invalid', 'current_password_required']);

function refusal(error: AuthError): Error {
  return error.code && CURRENT_PASSWORD_CODES.has(error.code) ? new WrongCurrentPasswordError() : error;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const { error } = await supabase.auth.updateUser({
    password: input.password,
    current_password: input.currentPassword,
  });
  if (error) throw refusal(error);
  // The server already ends the other sessions with a password change (as GoTrue does); asked again so
  // that this holds against any GoTrue-compatible backend.
  const { error: othersError } = await supabase.auth.signOut({ scope: 'others' });
  if (othersError) throw othersError;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
