// PUT /auth/v1/user checks the current password itself (issue 37, finding 6; GoTrue's
// UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, supabase-js's `current_password`): a stolen access token alone no
// longer sets a new password. A recovery link's session needs no old password; an e-mail change tells the old
// address. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../../test/support/backends.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { authFetch, codeIn, GOOD_PASSWORD, lastMail, uniqueEmail, withAuthEnv } from '../../../test/auth/support.ts';

const NEW_PASSWORD = 'a-brand-new-passphrase';

async function signedInTo(t: TestServer, password: string | null) {
  const email = uniqueEmail('pw');
  const created = await t
    .admin()
    .auth.admin.createUser({ email, ...(password ? { password } : {}), email_confirm: true });
  if (created.error) throw created.error;
  const client = t.client();
  if (password) {
    const { error } = await client.auth.signInWithPassword({ email, password });
    if (error) throw error;
  }
  return { client, email };
}

describe.each(backends)('the current password on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false' });
  });
  afterAll(async () => t?.stop());
  const signedIn = (password: string | null = GOOD_PASSWORD) => signedInTo(t, password);

  /** Signed in with the code of a magic-link mail (amr otp): a session that proves the mailbox, not a recovery. */
  async function magicLinkSession(email: string) {
    const client = t.client();
    expect(
      (await client.auth.signInWithOtp({ email, options: { shouldCreateUser: false } })).error,
    ).toBeNull();
    const mail = await lastMail(t, email);
    const verified = await client.auth.verifyOtp({ email, token: codeIn(mail!), type: 'email' });
    expect(verified.error).toBeNull();
    return client;
  }

  const canSignIn = async (email: string, password: string) =>
    (await t.client().auth.signInWithPassword({ email, password })).error === null;

  it('refuses a new password without the current one (400 current_password_required) or with a wrong one (400 current_password_invalid)', async () => {
    const { client, email } = await signedIn();
    const missing = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(missing.error).toMatchObject({
      status: 400,
      code: 'current_password_required',
      message: 'Current password required when setting new password.',
    });
    const wrong = await client.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: 'not-my-password',
    });
    expect(wrong.error).toMatchObject({
      status: 400,
      code: 'current_password_invalid',
      message: 'Current password required when setting new password.',
    });
    expect(await canSignIn(email, GOOD_PASSWORD)).toBe(true);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);

    // The rules of a new password come first, as in GoTrue; "the same as before" only after the current one.
    const weak = await client.auth.updateUser({ password: 'qwerty' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const same = await client.auth.updateUser({ password: GOOD_PASSWORD, current_password: GOOD_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });

    const ok = await client.auth.updateUser({ password: NEW_PASSWORD, current_password: GOOD_PASSWORD });
    expect(ok.error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(email, GOOD_PASSWORD)).toBe(false);
  });

  it("lets a recovery link's session set a new password without the old one", async () => {
    const { email } = await signedIn();
    const link = await t.admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    const recovering = t.client();
    const verified = await recovering.auth.verifyOtp({
      token_hash: link.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    // Still a recovery session after a refresh (the amr claim is kept with the session).
    expect((await recovering.auth.refreshSession()).error).toBeNull();
    expect((await recovering.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('a magic link is not a recovery link: its session must name the current password', async () => {
    const { email } = await signedIn();
    const client = await magicLinkSession(email);
    const refused = await client.auth.updateUser({ password: NEW_PASSWORD });
    expect(refused.error?.code).toBe('current_password_required');
  });

  it('an account without a password sets its first one without naming one', async () => {
    const { email } = await signedIn(null);
    const client = await magicLinkSession(email);
    expect((await client.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('an e-mail change tells the old address, without a link that acts on the account', async () => {
    const { client, email } = await signedIn();
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(await lastMail(t, next)).toMatchObject({ kind: 'email_change' });
    const notice = await lastMail(t, email);
    expect(notice).toMatchObject({
      kind: 'email_change_notice',
      subject: 'Your E-mail Address Is Being Changed',
    });
    expect(notice?.body).toContain(`Your e-mail is being changed to ${next}`);
    expect(notice?.link).toBe(t.config.siteUrl);
    expect(notice?.body).not.toContain('/auth/v1/verify');
  });
});

describe.each(backends)('current-password guesses on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '4', AUTH_RATE_LIMIT_TOKEN_BURST: '4' });
    t = await startTestServer(backend, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    restoreEnv?.();
    await t?.stop();
  });

  it("counts current-password checks with sign-in's per-client limit (429 beyond it)", async () => {
    const { client } = await signedInTo(t, GOOD_PASSWORD);
    const token = (await client.auth.getSession()).data.session!.access_token;
    const guess = (n: number) =>
      authFetch(t, '/user', {
        method: 'PUT',
        bearer: token,
        body: { password: NEW_PASSWORD, current_password: `guess-${n}` },
        headers: { 'X-Forwarded-For': '203.0.113.37' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await guess(n)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    const refused = await guess(7);
    expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });
});
