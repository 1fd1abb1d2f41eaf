import { describe, expect, it } from 'vitest';
import { readRecoveryLink } from './recovery-link';

describe('readRecoveryLink', () => {
  it('a recovery session in the fragment', () => {
    expect(
      readRecoveryLink('#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery&sb='),
    ).toEqual({
      kind: 'session',
      message: null,
    });
  });

  it('an expired or used link, and other errors with their description', () => {
    expect(
      readRecoveryLink(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
      ),
    ).toEqual({ kind: 'expired', message: null });
    expect(
      readRecoveryLink(
        '#error=too_many_requests&error_code=over_request_rate_limit&error_description=Request+rate+limit+reached',
      ),
    ).toEqual({
      kind: 'error',
      message: 'Request rate limit reached',
    });
  });

  it('nothing, or a session of another kind (a sign-up confirmation), is not a recovery', () => {
    expect(readRecoveryLink('')).toEqual({ kind: 'none', message: null });
    expect(readRecoveryLink('#access_token=a&type=signup')).toEqual({ kind: 'none', message: null });
  });
});
