// Two-factor sign-in through the official client (issue 25): supabase.auth.mfa.enroll, challenge, verify,
// challengeAndVerify, unenroll, listFactors and getAuthenticatorAssuranceLevel against our /auth/v1/factors,
// with codes computed by an independent TOTP implementation (otpauth) from the enrolled secret.
// Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, GOOD_PASSWORD } from '../auth/support.ts';
import { signedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function enrolled(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({
    factorType: 'totp',
    ...(friendlyName ? { friendlyName } : {}),
  });
  if (error) throw error;
  return data;
}

async function accessClaims(client: SupabaseClient) {
  const { data } = await client.auth.getSession();
  return claimsOf(data.session!.access_token);
}

describe.each(backends)('TOTP factors on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(async () => t?.stop());

  it('enrolls with a QR code, manual key and otpauth URI, as GoTrue answers', async () => {
    const u = await signedInUser(t, 'contributor');
    const data = await enrolled(u.client, 'Phone');
    expect(data.type).toBe('totp');
    expect(data.friendly_name).toBe('Phone');
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    // auth-js prefixes the raw SVG markup itself, without encoding it: a `#` would end the data URI early.
    expect(data.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    expect(data.totp.qr_code).not.toMatch(/[#%]/);
    const uri = new URL(data.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(data.totp.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(u.email);
    // Not verified yet: listFactors lists it under `all` only.
    const { data: factors } = await u.client.auth.mfa.listFactors();
    expect(factors?.all.map((f) => [f.id, f.status])).toEqual([[data.id, 'unverified']]);
    expect(factors?.totp).toEqual([]);
    const { data: aal } = await u.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('verifies a first code: the session becomes aal2 with a totp amr entry, and the factor verified', async () => {
    const u = await signedInUser(t, 'editor');
    const before = await accessClaims(u.client);
    expect(before.aal).toBe('aal1');
    const factor = await enrolled(u.client);
    const { data: challenge, error: challengeError } = await u.client.auth.mfa.challenge({
      factorId: factor.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge!.expires_at).toBeGreaterThan(Date.now() / 1000 + 200);
    const { data, error } = await u.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(error).toBeNull();
    expect(data?.user.factors?.map((f) => f.status)).toEqual(['verified']);
    const after = await accessClaims(u.client);
    expect(after.aal).toBe('aal2');
    expect((after.amr as { method: string }[]).map((m) => m.method)).toEqual(['totp', 'password']);
    expect(after.session_id).toBe(before.session_id);
    const { data: aal } = await u.client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const { data: factors } = await u.client.auth.mfa.listFactors();
    expect(factors?.totp.map((f) => f.id)).toEqual([factor.id]);

    // A refresh keeps the level; the refresh token from before the verify was replaced.
    const { data: refreshed, error: refreshError } = await u.client.auth.refreshSession();
    expect(refreshError).toBeNull();
    expect(claimsOf(refreshed.session!.access_token).aal).toBe('aal2');
  });

  it('refuses a wrong code, a replayed code and a spent challenge, and changes nothing', async () => {
    const u = await signedInUser(t, 'contributor');
    const factor = await enrolled(u.client);
    const right = codeFor(factor.totp.secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const { data: ch } = await u.client.auth.mfa.challenge({ factorId: factor.id });
    const bad = await u.client.auth.mfa.verify({ factorId: factor.id, challengeId: ch!.id, code: wrong });
    expect(bad.error).toMatchObject({
      status: 422,
      code: 'mfa_verification_failed',
      message: 'Invalid TOTP code entered',
    });
    expect((await accessClaims(u.client)).aal).toBe('aal1');

    // The same challenge still accepts the right code after a wrong one (GoTrue keeps it).
    const ok = await u.client.auth.mfa.verify({ factorId: factor.id, challengeId: ch!.id, code: right });
    expect(ok.error).toBeNull();

    // The verified challenge cannot be used again.
    const again = await u.client.auth.mfa.verify({ factorId: factor.id, challengeId: ch!.id, code: right });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    // The same code on a new challenge (in a second session of the same user) is a replay.
    const second = t.client();
    await second.auth.signInWithPassword({ email: u.email, password: GOOD_PASSWORD });
    const replay = await second.auth.mfa.challengeAndVerify({ factorId: factor.id, code: right });
    expect(replay.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect((await accessClaims(second)).aal).toBe('aal1');
    // …and the next step's code is accepted there.
    const next = await second.auth.mfa.challengeAndVerify({
      factorId: factor.id,
      code: codeFor(factor.totp.secret, 1),
    });
    expect(next.error).toBeNull();
    expect((await accessClaims(second)).aal).toBe('aal2');
  });

  it("refuses an expired challenge, an unknown one and another user's factor", async () => {
    const u = await signedInUser(t, 'contributor');
    const factor = await enrolled(u.client);
    const { data: ch } = await u.client.auth.mfa.challenge({ factorId: factor.id });
    await t.db.query(
      `update auth.mfa_challenges set created_at = created_at - interval '301 seconds' where id = $1`,
      [ch!.id],
    );
    const expired = await u.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: ch!.id,
      code: codeFor(factor.totp.secret),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    const { rows } = await t.db.query(`select 1 from auth.mfa_challenges where id = $1`, [ch!.id]);
    expect(rows).toHaveLength(0);

    const unknown = await u.client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: '123456',
    });
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });

    const stranger = await signedInUser(t, 'contributor');
    const foreign = await stranger.client.auth.mfa.challenge({ factorId: factor.id });
    expect(foreign.error).toMatchObject({
      status: 404,
      code: 'mfa_factor_not_found',
      message: 'Factor not found',
    });
    const notUuid = await stranger.client.auth.mfa.challenge({ factorId: 'nope' });
    expect(notUuid.error).toMatchObject({ status: 404, code: 'validation_failed' });
  });

  it('needs aal2 to add a second factor or remove a verified one; unenroll lowers the session to aal1', async () => {
    const u = await signedInUser(t, 'admin');
    const factor = await enrolled(u.client, 'First');
    await u.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });

    // A new sign-in of the same user is aal1 and may neither add nor remove factors.
    const weak = t.client();
    await weak.auth.signInWithPassword({ email: u.email, password: GOOD_PASSWORD });
    const { data: aal } = await weak.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const add = await weak.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second' });
    expect(add.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const remove = await weak.auth.mfa.unenroll({ factorId: factor.id });
    expect(remove.error).toMatchObject({ status: 422, code: 'insufficient_aal' });

    // Same friendly name twice is refused.
    const dup = await u.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'First' });
    expect(dup.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const { data: removed, error } = await u.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
    expect(removed).toEqual({ id: factor.id });
    const { data: refreshed } = await u.client.auth.refreshSession();
    const claims = claimsOf(refreshed.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect((claims.amr as { method: string }[]).map((m) => m.method)).toEqual(['password']);
    const { data: user } = await u.client.auth.getUser();
    expect(user.user?.factors ?? []).toEqual([]);
  });

  it("ends the user's other aal1 sessions once a code is verified", async () => {
    const u = await signedInUser(t, 'editor');
    const other = t.client();
    await other.auth.signInWithPassword({ email: u.email, password: GOOD_PASSWORD });
    const factor = await enrolled(u.client);
    await u.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeFor(factor.totp.secret) });
    const { error } = await other.auth.refreshSession();
    expect(error).not.toBeNull();
  });

  // Last in the file: it spends this client IP's challenge budget (burst 30).
  it('limits challenges per client IP (429 over_request_rate_limit)', async () => {
    const u = await signedInUser(t, 'contributor');
    const factor = await enrolled(u.client);
    const results = [];
    for (let i = 0; i < 35; i++) {
      const { error } = await u.client.auth.mfa.challenge({ factorId: factor.id });
      results.push(error ? `${error.status} ${error.code}` : 'ok');
    }
    expect(results).toContain('429 over_request_rate_limit');
  });
});
