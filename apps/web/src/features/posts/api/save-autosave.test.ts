import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { AutosaveFailed, SESSION_EXPIRED, autosaveFailureReason } = await import('./save-autosave');

describe('autosaveFailureReason', () => {
  it('says offline when the browser is', () => {
    expect(autosaveFailureReason(new AutosaveFailed('TypeError: Failed to fetch', 0, ''), false)).toBe(
      'you are offline',
    );
  });
  it('tells an unreachable server from an offline browser', () => {
    expect(autosaveFailureReason(new AutosaveFailed('TypeError: Failed to fetch', 0, ''), true)).toBe(
      'the server cannot be reached',
    );
  });
  it('an expired or refused token is an expired session', () => {
    expect(autosaveFailureReason(new AutosaveFailed('JWT expired', 401, 'PGRST303'), true)).toBe(
      SESSION_EXPIRED,
    );
    expect(autosaveFailureReason(new AutosaveFailed('JWT expired', 400, 'PGRST303'), true)).toBe(
      SESSION_EXPIRED,
    );
  });
  it("otherwise the server's message", () => {
    expect(
      autosaveFailureReason(
        new AutosaveFailed(
          'new row violates row-level security policy for table "post_autosaves".',
          403,
          '42501',
        ),
        true,
      ),
    ).toBe('new row violates row-level security policy for table "post_autosaves"');
  });
});
