// Recovery for a user who lost their authenticator (issue 25): admin_reset_mfa() removes their factors. Since
// issue 37 it also ends all their sessions and revokes their password (the password alone may be what was
// stolen), so this then mails them a password-reset link (POST /auth/v1/recover, as "Forgot password?" does):
// with it they choose a new password and set up two-factor sign-in again. Admins only (the database checks).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { usersKey } from './get-users';

const resetMfaSchema = z.object({ user_id: z.uuid(), email: z.string().min(1) });

export interface MfaResetOutcome {
  removed: number;
  /** Whether the password-reset e-mail went out; if not, they ask for one with "Forgot password?". */
  mailed: boolean;
}

export async function resetMfa(input: { user_id: string; email: string }): Promise<MfaResetOutcome> {
  const { user_id, email } = resetMfaSchema.parse(input);
  const { data, error } = await supabase.rpc('admin_reset_mfa', { target_user: user_id });
  if (error) throw error;
  const mailed = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.authResetPassword.href()}`,
  });
  return { removed: data as number, mailed: mailed.error === null };
}

export function useResetMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMfa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
