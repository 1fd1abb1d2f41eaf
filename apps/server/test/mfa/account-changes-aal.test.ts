// Issue 37, finding 6: the password alone no longer rewrites an account with two-factor sign-in. As GoTrue
// (internal/api/user.go), PUT /auth/v1/user changing the password or e-mail of an account with a verified factor
// needs an aal2 session (401 insufficient_aal), a recovery link's session included; an aal1 session neither lists
// nor ends the account's other sessions (list_my_sessions/revoke_my_session); and an admin's reset of someone's
// factors also ends their sessions and revokes their password. Run on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. The TOTP codes follow an injected clock (AppDeps.now), one 30 s step per verification.
import type { SupabaseClient } from '@supabase/supabase-js';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFetch, GOOD_PASSWORD, lastMail, uniqueEmail } from '../auth/support.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const AAL2_REQUIRED = {
  status: 401,
  code: 'insufficient_aal',
  message: 'AAL2 session is required to update email or password when MFA is enabled.',
};
const NEW_PASSWORD = 'a-brand-new-passphrase';

let clock = Date.now();

interface Factor {
  id: string;
  totp: OTPAuth.TOTP;
}

/** A code of a step no earlier code of this factor used (the server refuses a replayed step). */
async function passSecondFactor(client: SupabaseClient, factor: Factor): Promise<void> {
  clock += 30_000;
  const code = factor.totp.generate({ timestamp: clock });
  const { error } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
  if (error) throw error;
}

async function enrollFactor(client: SupabaseClient): Promise<Factor> {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  const factor = {
    id: data.id,
    totp: new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(data.totp.secret) }),
  };
  await passSecondFactor(client, factor);
  return factor;
}

describe.each(backends)('an account with two-factor sign-in on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, {}, { now: () => clock });
  });
  afterAll(async () => t?.stop());

  /** A user with a verified factor (their first client is aal2) and a second client signed in with the password only. */
  async function withFactor(): Promise<SignedInUser & { factor: Factor; aal1: SupabaseClient }> {
    const user = await signedInUser(t, 'contributor');
    const factor = await enrollFactor(user.client);
    const aal1 = t.client();
    const { error } = await aal1.auth.signInWithPassword({ email: user.email, password: GOOD_PASSWORD });
    if (error) throw error;
    return { ...user, factor, aal1 };
  }

  const canSignIn = async (email: string, password: string) =>
    (await t.client().auth.signInWithPassword({ email, password })).error === null;
  const sessionIdOf = async (client: SupabaseClient) => {
    const token = (await client.auth.getSession()).data.session!.access_token;
    return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { session_id: string })
      .session_id;
  };

  it("refuses a password or e-mail change from an aal1 session with GoTrue's 401 insufficient_aal", async () => {
    const user = await withFactor();
    const password = await user.aal1.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: GOOD_PASSWORD,
    });
    expect(password.error).toMatchObject(AAL2_REQUIRED);
    const email = await user.aal1.auth.updateUser({ email: uniqueEmail('taken-over') });
    expect(email.error).toMatchObject(AAL2_REQUIRED);
    // On the wire: GoTrue's body and header.
    const token = (await user.aal1.auth.getSession()).data.session!.access_token;
    const raw = await authFetch(t, '/user', {
      method: 'PUT',
      bearer: token,
      body: { email: uniqueEmail('raw') },
    });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('x-sb-error-code')).toBe('insufficient_aal');
    expect(await raw.json()).toEqual({ code: AAL2_REQUIRED.code, message: AAL2_REQUIRED.message });

    // Nothing changed, and the owner's aal2 session lives on.
    expect(await canSignIn(user.email, GOOD_PASSWORD)).toBe(true);
    const { rows } = await t.db.query<{ email: string; email_change: string | null }>(
      `select email, email_change from auth.users where id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ email: user.email, email_change: null });
    expect((await user.client.auth.refreshSession()).error).toBeNull();

    // The same address again, or metadata only, is no change that needs the second factor.
    expect((await user.aal1.auth.updateUser({ email: user.email, data: { note: 'x' } })).error).toBeNull();
  });

  it('lets an aal2 session change them, and tells the old address of the new one', async () => {
    const user = await withFactor();
    const changed = await user.client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: GOOD_PASSWORD,
    });
    expect(changed.error).toBeNull();
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);

    const next = uniqueEmail('moved');
    const moved = await user.client.auth.updateUser({ email: next });
    expect(moved.error).toBeNull();
    expect(moved.data.user?.email).toBe(next); // autoconfirm: at once
    const notice = await lastMail(t, user.email);
    expect(notice).toMatchObject({ kind: 'email_change_notice', subject: 'Your E-mail Address Was Changed' });
    expect(notice?.body).toContain(`changed from ${user.email} to ${next}`);
  });

  it("refuses a recovery link's aal1 session too; after its code it sets a new password without the old one", async () => {
    const user = await withFactor();
    const link = await t.admin().auth.admin.generateLink({ type: 'recovery', email: user.email });
    expect(link.error).toBeNull();
    const recovering = t.client();
    const verified = await recovering.auth.verifyOtp({
      token_hash: link.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toMatchObject(AAL2_REQUIRED);
    expect(await canSignIn(user.email, GOOD_PASSWORD)).toBe(true);

    await passSecondFactor(recovering, user.factor);
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
  });

  it('an aal1 session can neither list nor end the other sessions; it may end itself, and signOut follows GoTrue', async () => {
    const user = await withFactor();
    const owner = await sessionIdOf(user.client);
    const listed = await user.aal1.rpc('list_my_sessions');
    expect(listed.error).toMatchObject({ code: '42501' });
    expect(listed.error?.message).toBe(
      'AAL2 session is required to list or end sessions when MFA is enabled',
    );
    const ended = await user.aal1.rpc('revoke_my_session', { session_id: owner });
    expect(ended.error).toMatchObject({ code: '42501' });
    expect((await user.client.auth.refreshSession()).error).toBeNull();

    // aal2 sees them all.
    const { data: all, error } = await user.client.rpc('list_my_sessions');
    expect(error).toBeNull();
    expect((all as { id: string; is_current: boolean }[]).map((s) => s.is_current)).toEqual([true, false]);

    // Ending itself is signing out, which GoTrue allows at any level (POST /logout too, scope=others included).
    const own = await sessionIdOf(user.aal1);
    expect((await user.aal1.rpc('revoke_my_session', { session_id: own })).data).toBe(true);
    expect((await user.aal1.auth.refreshSession()).error).not.toBeNull();
  });

  it("an admin's reset also ends the user's sessions and revokes the password: the way back is a recovery link", async () => {
    const admin = await signedInUser(t, 'admin');
    const user = await withFactor();
    const { data: removed, error } = await admin.client.rpc('admin_reset_mfa', { target_user: user.id });
    expect(error).toBeNull();
    expect(removed).toBe(1);

    expect((await user.client.auth.refreshSession()).error).not.toBeNull();
    expect((await user.aal1.auth.refreshSession()).error).not.toBeNull();
    expect(await canSignIn(user.email, GOOD_PASSWORD)).toBe(false);
    expect((await admin.client.auth.refreshSession()).error).toBeNull();
    const { rows } = await t.db.query<{ traits: Record<string, unknown> }>(
      `select payload->'traits' as traits from auth.audit_log_entries
        where payload->>'action' = 'factor_deleted' and payload->'traits'->>'user_id' = $1`,
      [user.id],
    );
    expect(rows[0]?.traits).toMatchObject({ factors_removed: 1, sessions_ended: 2, password_revoked: true });

    const link = await t.admin().auth.admin.generateLink({ type: 'recovery', email: user.email });
    const recovering = t.client();
    const verified = await recovering.auth.verifyOtp({
      token_hash: link.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    expect((await recovering.auth.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
  });
});
