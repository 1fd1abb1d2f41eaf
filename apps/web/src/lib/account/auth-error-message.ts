// What an auth failure (supabase-js AuthError: `code`, `status`, `message`) says to the user, in words.
// Shared by the sign-in screen's password reset and Settings' password and e-mail forms.

interface AuthLikeError {
  message: string;
  code?: string | undefined;
  status?: number | undefined;
}

const BY_CODE: Record<string, string> = {
  over_request_rate_limit: 'Too many attempts from your network. Please wait a few minutes and try again.',
  email_exists: 'Another account already uses that e-mail address.',
  email_address_invalid: 'That e-mail address is not valid. Please check it and try again.',
  same_password: 'The new password must be different from your current password.',
  session_not_found: 'Your session has ended. Please sign in again.',
  otp_expired: 'This link is invalid or has expired.',
  mfa_verification_failed:
    'That code is not right, or it was already used. Enter the code your app shows now.',
  mfa_challenge_expired: 'That took too long. Enter the code your app shows now.',
  insufficient_aal: 'Enter a code from your authenticator app first.',
  mfa_factor_not_found: 'Two-factor sign-in was reset for your account. Set it up again.',
};

/** GoTrue's own texts are already sentences for these; others get ours (a code's words, else the message). */
export function authErrorMessage(error: AuthLikeError): string {
  const code = error.code ?? (error as { name?: string }).name;
  if (code === 'weak_password' || code === 'AuthWeakPasswordError') return error.message;
  if (code === 'over_email_send_rate_limit') {
    // "For security purposes, you can only request this after 42 seconds." names the wait; keep it.
    return /after \d+ seconds?/.test(error.message)
      ? error.message
      : 'Too many e-mails have been sent. Please wait a while and try again.';
  }
  // A two-factor lock-out (the server's verify limits, issue 37) is per account, not per network: name the wait.
  const locked = /locked for (\d+) seconds?/.exec(error.message);
  if (code === 'over_request_rate_limit' && locked) {
    const minutes = Math.ceil(Number(locked[1]) / 60);
    return `Too many wrong codes. Two-factor sign-in is locked for ${minutes === 1 ? '1 minute' : `${minutes} minutes`}; try again then.`;
  }
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (error.status === 429) return BY_CODE.over_request_rate_limit!;
  if (/invalid format|validate email/i.test(error.message)) return BY_CODE.email_address_invalid!;
  if (error.status === 0 || /fetch|network/i.test(error.message)) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return error.message || 'Something went wrong. Please try again.';
}
