// The two-factor calls the app makes, all through supabase-js's mfa API (our /auth/v1/factors).
import { loadClient } from '@/lib/supabase-loader';

export interface Enrollment {
  factorId: string;
  /** A data: URI auth-js builds from the server's SVG. */
  qrCode: string;
  secret: string;
}

/** Proves the code of the user's verified TOTP factor; supabase-js then holds an aal2 session. */
export async function verifySecondFactor(code: string): Promise<void> {
  const supabase = await loadClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  const factor = data.totp[0];
  if (!factor)
    throw Object.assign(new Error('No authenticator is set up for this account.'), {
      code: 'mfa_factor_not_found',
    });
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (verified.error) throw verified.error;
}

/**
 * Starts enrolling an authenticator app. An earlier, abandoned enrollment (unverified factor) is removed
 * first, so trying again never fails on the factor's name.
 */
export async function startEnrollment(): Promise<Enrollment> {
  const supabase = await loadClient();
  const { data: factors, error: listError } = await supabase.auth.mfa.listFactors();
  if (listError) throw listError;
  for (const stale of factors.all.filter((f) => f.status === 'unverified')) {
    const { error } = await supabase.auth.mfa.unenroll({ factorId: stale.id });
    if (error) throw error;
  }
  const { data, error } = await supabase.auth.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
  });
  if (error) throw error;
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** The first code from the newly enrolled app: verifies the factor and raises the session to aal2. */
export async function confirmEnrollment(factorId: string, code: string): Promise<void> {
  const supabase = await loadClient();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code });
  if (error) throw error;
}

/** Turns two-factor sign-in off for the signed-in user (an aal2 session is required by the server). */
export async function removeSecondFactors(): Promise<void> {
  const supabase = await loadClient();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw error;
  for (const factor of data.all) {
    const removed = await supabase.auth.mfa.unenroll({ factorId: factor.id });
    if (removed.error) throw removed.error;
  }
  // The session lost its aal2; a refresh gives the client a token that says so.
  await supabase.auth.refreshSession();
}

/** The manual key in groups of four, as authenticator apps show it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Six digits, spaces and dashes ignored (apps show "123 456"). */
export function normaliseCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
