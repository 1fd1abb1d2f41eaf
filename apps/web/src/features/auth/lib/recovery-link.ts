// What the e-mailed recovery link brought in the URL fragment when it landed on the reset page: GoTrue's
// GET /verify answers `#access_token=…&type=recovery` (a session) or `#error=…&error_code=otp_expired…`.
// Read once, before supabase-js takes the session out of the URL and clears the fragment.

export type RecoveryLink = 'session' | 'expired' | 'error' | 'none';

export function readRecoveryLink(hash: string): { kind: RecoveryLink; message: string | null } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code');
  if (code !== null || params.has('error')) {
    if (code === 'otp_expired') return { kind: 'expired', message: null };
    return { kind: 'error', message: params.get('error_description') };
  }
  if (params.has('access_token') && params.get('type') === 'recovery')
    return { kind: 'session', message: null };
  return { kind: 'none', message: null };
}
