// How a session was authenticated, read as supabase-js's getAuthenticatorAssuranceLevel() reads it (the
// access token's `aal` claim; the next level is aal2 when the user has a verified factor) — but without
// awaiting the client, so guards can decide while rendering. Not part of lib/auth: only the sign-in screen,
// the admin area and Settings need it, and lib/auth is downloaded by every visitor.
import type { Session } from '@supabase/supabase-js';

export type Aal = 'aal1' | 'aal2';

function tokenAal(accessToken: string): Aal {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    return (JSON.parse(json) as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1';
  } catch {
    return 'aal1';
  }
}

export function hasVerifiedFactor(session: Session | null): boolean {
  return (session?.user.factors ?? []).some((f) => f.status === 'verified');
}

export function currentAal(session: Session | null): Aal {
  return session ? tokenAal(session.access_token) : 'aal1';
}

/** Signed in with a password only, while the account has a second factor: the code is still owed. */
export function secondFactorPending(session: Session | null): boolean {
  return session !== null && hasVerifiedFactor(session) && currentAal(session) === 'aal1';
}
