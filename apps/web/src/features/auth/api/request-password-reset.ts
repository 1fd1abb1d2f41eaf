// "Forgot password?": POST /auth/v1/recover?redirect_to=<site>/auth/reset-password (SPEC §7). The server
// answers the same for known and unknown addresses; only a refusal (rate limit, bad address) is an error.
import { paths } from '@/config/paths';
import { loadClient } from '@/lib/supabase-loader';

/** Where the e-mailed recovery link returns: the reset page on this site's own origin. */
export function resetPasswordRedirect(origin: string): string {
  return `${origin}${paths.authResetPassword.href()}`;
}

export async function requestPasswordReset(email: string): Promise<void> {
  const supabase = await loadClient();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: resetPasswordRedirect(window.location.origin),
  });
  if (error) throw error;
}
