import type { Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { currentAal, hasVerifiedFactor, secondFactorPending } from './assurance';

const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (claims: object) => `${b64url({ alg: 'HS256' })}.${b64url(claims)}.sig`;
const session = (aal: string, statuses: string[]) =>
  ({
    access_token: token({ sub: 'u', aal }),
    user: { factors: statuses.map((status, i) => ({ id: String(i), status, factor_type: 'totp' })) },
  }) as unknown as Session;

describe('assurance', () => {
  it("reads the token's aal claim", () => {
    expect(currentAal(session('aal2', []))).toBe('aal2');
    expect(currentAal(session('aal1', []))).toBe('aal1');
    expect(currentAal(null)).toBe('aal1');
    expect(currentAal({ access_token: 'garbage', user: {} } as unknown as Session)).toBe('aal1');
  });

  it('owes a code only for an aal1 session of a user with a verified factor', () => {
    expect(secondFactorPending(session('aal1', ['verified']))).toBe(true);
    expect(secondFactorPending(session('aal2', ['verified']))).toBe(false);
    expect(secondFactorPending(session('aal1', ['unverified']))).toBe(false);
    expect(secondFactorPending(session('aal1', []))).toBe(false);
    expect(secondFactorPending(null)).toBe(false);
    expect(hasVerifiedFactor(session('aal1', ['unverified', 'verified']))).toBe(true);
  });
});
