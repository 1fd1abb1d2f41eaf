// Settings → Change password (issue 25): the current password asked again, then PUT /auth/v1/user
// { password } and the user's other sessions signed out.
import { createClient } from '@supabase/supabase-js';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { useAuth } from '@/lib/auth/use-auth';
import { supabase } from '@/lib/supabase';
import type { ChangePasswordInput } from './account-schema';

export { changePasswordSchema, type ChangePasswordInput } from './account-schema';

/** The current password did not match: said in the form's own words, not as the grant's 'invalid_credentials'. */
export class WrongCurrentPasswordError extends Error {
  constructor() {
    super('Your current password is not correct.');
    this.name = 'WrongCurrentPasswordError';
  }
}

/**
 * Our server, like GoTrue in its default settings, neither checks `current_password` on PUT /user (GoTrue's
 * UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD) nor serves the reauthentication nonce (GET /reauthenticate). So
 * the current password is checked by a password grant for the same address in a separate client that keeps
 * its session only in memory (never in this tab's storage) and ends that session on the server at once.
 */
async function verifyCurrentPassword(email: string, password: string): Promise<void> {
  const checker = createClient(env.supabaseUrl, env.anonKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: 'sb-password-check',
    },
  });
  const { error } = await checker.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.code === 'invalid_credentials') throw new WrongCurrentPasswordError();
    throw error;
  }
  await checker.auth.signOut({ scope: 'local' });
}

export async function changePassword(email: string, input: ChangePasswordInput): Promise<void> {
  await verifyCurrentPassword(email, input.currentPassword);
  const { error } = await supabase.auth.updateUser({ password: input.password });
  if (error) throw error;
  // The server already ends the other sessions with a password change (as GoTrue does); asked again so
  // that this holds against any GoTrue-compatible backend.
  const { error: othersError } = await supabase.auth.signOut({ scope: 'others' });
  if (othersError) throw othersError;
}

export function useChangePassword() {
  const { user } = useAuth();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => {
      if (!user?.email) throw new Error('You are not signed in');
      return changePassword(user.email, input);
    },
  });
}
