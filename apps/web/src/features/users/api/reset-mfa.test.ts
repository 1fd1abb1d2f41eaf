// @vitest-environment jsdom
// The admin's two-factor reset (issue 37): the database call, then the password-reset mail the reset needs —
// the password no longer works, so the user comes back through that link.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const rpc = vi.fn();
const resetPasswordForEmail = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { rpc, auth: { resetPasswordForEmail } } }));
const { resetMfa } = await import('./reset-mfa');
const { resetMfaDescription } = await import('../components/reset-mfa-dialog');

const USER = { user_id: '6d0f8f1e-8d4b-4c4e-9a51-0b8f4f1f2a10', email: 'ann@example.com' };

describe('resetMfa', () => {
  beforeEach(() => {
    rpc.mockReset().mockResolvedValue({ data: 1, error: null });
    resetPasswordForEmail.mockReset().mockResolvedValue({ data: {}, error: null });
  });

  it('resets, then mails a password-reset link that returns to this site’s reset page', async () => {
    expect(await resetMfa(USER)).toEqual({ removed: 1, mailed: true });
    expect(rpc).toHaveBeenCalledWith('admin_reset_mfa', { target_user: USER.user_id });
    expect(resetPasswordForEmail).toHaveBeenCalledWith('ann@example.com', {
      redirectTo: `${window.location.origin}/auth/reset-password`,
    });
  });

  it('says when the mail could not be sent (the reset itself stands)', async () => {
    resetPasswordForEmail.mockResolvedValue({ data: null, error: { code: 'over_email_send_rate_limit' } });
    expect(await resetMfa(USER)).toEqual({ removed: 1, mailed: false });
  });

  it('sends no mail when the database refuses the reset', async () => {
    rpc.mockResolvedValue({
      data: null,
      error: { code: '42501', message: 'Only admins can reset two-factor sign-in' },
    });
    await expect(resetMfa(USER)).rejects.toMatchObject({ code: '42501' });
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });
});

describe('the confirm dialog', () => {
  it('says the password stops working and the sessions end, and where the reset e-mail goes', () => {
    const text = resetMfaDescription({ userId: USER.user_id, name: 'Ann', email: USER.email });
    expect(text).toContain("Remove Ann's authenticator app?");
    expect(text).toContain('Their password stops working too and all their sessions are signed out');
    expect(text).toContain('a password-reset e-mail goes to ann@example.com');
  });
});
