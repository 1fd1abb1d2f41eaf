import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-error-message';

describe('authErrorMessage', () => {
  it("keeps GoTrue's own sentences for weak passwords and a named wait", () => {
    expect(
      authErrorMessage({
        code: 'weak_password',
        status: 422,
        message: 'Password should be at least 8 characters.',
      }),
    ).toBe('Password should be at least 8 characters.');
    expect(
      authErrorMessage({
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'For security purposes, you can only request this after 42 seconds.',
      }),
    ).toBe('For security purposes, you can only request this after 42 seconds.');
  });

  it('names the wait of a two-factor lock-out, which is per account rather than per network', () => {
    const locked = (seconds: number) =>
      authErrorMessage({
        code: 'over_request_rate_limit',
        status: 429,
        message: `Too many invalid codes. Verification is locked for ${seconds} seconds.`,
      });
    expect(locked(300)).toBe(
      'Too many wrong codes. Two-factor sign-in is locked for 5 minutes; try again then.',
    );
    expect(locked(1)).toBe(
      'Too many wrong codes. Two-factor sign-in is locked for 1 minute; try again then.',
    );
    expect(
      authErrorMessage({
        code: 'over_request_rate_limit',
        status: 429,
        message: 'Request rate limit reached',
      }),
    ).toBe('Too many attempts from your network. Please wait a few minutes and try again.');
  });

  it('puts codes into words', () => {
    expect(
      authErrorMessage({
        code: 'over_email_send_rate_limit',
        status: 429,
        message: 'email rate limit exceeded',
      }),
    ).toBe('Too many e-mails have been sent. Please wait a while and try again.');
    expect(
      authErrorMessage({
        code: 'email_exists',
        status: 422,
        message: 'A user with this email address has already been registered',
      }),
    ).toBe('Another account already uses that e-mail address.');
    expect(authErrorMessage({ code: 'same_password', status: 422, message: 'x' })).toBe(
      'The new password must be different from your current password.',
    );
    expect(
      authErrorMessage({
        code: 'validation_failed',
        status: 400,
        message: 'Unable to validate email address: invalid format',
      }),
    ).toBe('That e-mail address is not valid. Please check it and try again.');
    expect(authErrorMessage({ status: 429, message: 'Request rate limit reached' })).toMatch(
      /^Too many attempts/,
    );
    expect(authErrorMessage({ status: 0, message: 'Failed to fetch' })).toMatch(/could not be reached/);
  });
});
