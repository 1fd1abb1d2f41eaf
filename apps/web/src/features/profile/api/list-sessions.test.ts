import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { sessionsRefusal } = await import('./list-sessions');

describe('sessionsRefusal', () => {
  it("reads the database's refusal of an aal1 session as insufficient_aal (the auth API's code for it)", () => {
    const refused = {
      code: '42501',
      hint: 'insufficient_aal: verify a code from your authenticator app first.',
      message: 'x',
    };
    expect(sessionsRefusal(refused).code).toBe('insufficient_aal');
  });
  it('leaves any other error as it is', () => {
    expect(sessionsRefusal({ code: '42501', hint: null, message: 'permission denied' }).code).toBe('42501');
    expect(sessionsRefusal({ code: 'PGRST301', hint: 'insufficient_aal', message: 'x' }).code).toBe(
      'PGRST301',
    );
  });
});
