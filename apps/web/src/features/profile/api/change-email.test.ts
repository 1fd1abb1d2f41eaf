import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { emailChangeOutcome } = await import('./change-email');

describe('emailChangeOutcome', () => {
  it('a pending new_email: a confirmation link went to the new address', () => {
    expect(
      emailChangeOutcome({ email: 'old@example.com', new_email: 'new@example.com' }, 'new@example.com'),
    ).toEqual({
      status: 'confirm',
      email: 'new@example.com',
    });
  });
  it('no pending address: the change is already made (confirmation off)', () => {
    expect(emailChangeOutcome({ email: 'new@example.com' }, 'New@example.com')).toEqual({
      status: 'changed',
      email: 'new@example.com',
    });
  });
});
