import { describe, expect, it, vi, beforeEach } from 'vitest';

const updateUser = vi.fn();
const signOut = vi.fn();
vi.mock('@/lib/supabase', () => ({ supabase: { auth: { updateUser, signOut } } }));
const { changePassword, WrongCurrentPasswordError } = await import('./change-password');

const INPUT = {
  currentPassword: 'my-old-passphrase',
  password: 'a-new-passphrase',
  confirmPassword: 'a-new-passphrase',
};
const refusal = (code: string, status: number) => ({
  data: { user: null },
  error: { name: 'AuthApiError', code, status, message: 'server text' },
});

describe('changePassword', () => {
  beforeEach(() => {
    updateUser.mockReset();
    signOut.mockReset().mockResolvedValue({ error: null });
  });

  it('sends the current password for the server to check (no sign-in of its own), then signs the others out', async () => {
    updateUser.mockResolvedValue({ data: { user: {} }, error: null });
    await changePassword(INPUT);
    expect(updateUser).toHaveBeenCalledTimes(1);
    expect(updateUser).toHaveBeenCalledWith({
      password: 'a-new-passphrase',
      current_password: 'my-old-passphrase',
    });
    expect(signOut).toHaveBeenCalledWith({ scope: 'others' });
  });

  it("says the server's current_password_invalid (and _required) in the form's words", async () => {
    for (const code of ['current_password_invalid', 'current_password_required']) {
      updateUser.mockResolvedValue(refusal(code, 400));
      await expect(changePassword(INPUT)).rejects.toBeInstanceOf(WrongCurrentPasswordError);
    }
    expect(signOut).not.toHaveBeenCalled();
  });

  it('passes other refusals on (insufficient_aal: the code from the authenticator app is owed)', async () => {
    updateUser.mockResolvedValue(refusal('insufficient_aal', 401));
    await expect(changePassword(INPUT)).rejects.toMatchObject({ code: 'insufficient_aal' });
  });
});
