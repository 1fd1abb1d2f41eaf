// Login sessions (issue 25, item 3) through supabase-js: list_my_sessions() shows the caller's own sessions
// with the current one marked, revoke_my_session() ends one of their own (and nobody else's), and a password
// change — in Settings or through a recovery link — signs out every other session but keeps this one.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authFetch, claimsOf, GOOD_PASSWORD, uniqueEmail, withAuthEnv } from './support.ts';

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

interface SessionListRow {
  id: string;
  created_at: string;
  last_used_at: string;
  ip: string | null;
  user_agent: string | null;
  aal: string;
  is_current: boolean;
}

describe.each(backends)('login sessions on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_TOKEN_BURST: '100000',
    });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  /** A supabase-js client that sends `userAgent`, as a browser on another device would. */
  function device(userAgent: string): SupabaseClient {
    return createClient(t.url, t.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { 'User-Agent': userAgent } },
    });
  }

  async function newUser(): Promise<string> {
    const email = uniqueEmail('sessions');
    const { error } = await t
      .admin()
      .auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true });
    expect(error).toBeNull();
    return email;
  }

  async function signIn(email: string, userAgent = CHROME_MAC, password = GOOD_PASSWORD) {
    const client = device(userAgent);
    const { data, error } = await client.auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    const session = data.session!;
    return {
      client,
      sessionId: claimsOf(session.access_token).session_id as string,
      accessToken: session.access_token,
    };
  }

  async function list(client: SupabaseClient): Promise<SessionListRow[]> {
    const { data, error } = await client.rpc('list_my_sessions');
    expect(error).toBeNull();
    return data as SessionListRow[];
  }

  async function sessionCount(email: string): Promise<number> {
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    return rows[0]!.n;
  }

  /** What a device that lost its session meets: its refresh fails, and GET /user answers session_not_found. */
  async function expectSignedOut(dev: { client: SupabaseClient; accessToken: string }) {
    const refresh = await dev.client.auth.refreshSession();
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    const user = await authFetch(t, '/user', { bearer: dev.accessToken });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
  }

  it("lists the caller's own sessions only, the current one first and marked, with device and IP", async () => {
    const email = await newUser();
    const mac = await signIn(email, CHROME_MAC);
    const phone = await signIn(email, FIREFOX_ANDROID);
    const stranger = await signIn(await newUser());

    const fromMac = await list(mac.client);
    expect(fromMac.map((s) => [s.id, s.is_current])).toEqual([
      [mac.sessionId, true],
      [phone.sessionId, false],
    ]);
    expect(fromMac[0]).toMatchObject({ user_agent: CHROME_MAC, ip: '127.0.0.1', aal: 'aal1' });
    expect(fromMac[1]).toMatchObject({ user_agent: FIREFOX_ANDROID, ip: '127.0.0.1' });
    expect(Date.parse(fromMac[0]!.created_at)).not.toBeNaN();
    expect(Date.parse(fromMac[0]!.last_used_at)).toBeGreaterThanOrEqual(Date.parse(fromMac[0]!.created_at));

    const fromPhone = await list(phone.client);
    expect(fromPhone.map((s) => [s.id, s.is_current])).toEqual([
      [phone.sessionId, true],
      [mac.sessionId, false],
    ]);
    expect((await list(stranger.client)).map((s) => s.id)).toEqual([stranger.sessionId]);
  });

  it('last used follows the latest refresh', async () => {
    const email = await newUser();
    const dev = await signIn(email);
    await t.db.query(
      `update auth.sessions set created_at = now() - interval '3 days', updated_at = now() - interval '3 days',
              refreshed_at = null where id = $1`,
      [dev.sessionId],
    );
    const before = (await list(dev.client))[0]!;
    expect(before.last_used_at).toBe(before.created_at);
    expect((await dev.client.auth.refreshSession()).error).toBeNull();
    const after = (await list(dev.client))[0]!;
    expect(Date.parse(after.last_used_at) - Date.parse(before.created_at)).toBeGreaterThan(
      2 * 24 * 3600 * 1000,
    );
  });

  it('anonymous callers may not call either function', async () => {
    const listed = await t.client().rpc('list_my_sessions');
    expect(listed.error?.code).toBe('42501');
    const revoked = await t.client().rpc('revoke_my_session', { session_id: crypto.randomUUID() });
    expect(revoked.error?.code).toBe('42501');
  });

  it("revoking one's own other session signs that device out and keeps this one", async () => {
    const email = await newUser();
    const mac = await signIn(email, CHROME_MAC);
    const phone = await signIn(email, FIREFOX_ANDROID);

    const { data, error } = await mac.client.rpc('revoke_my_session', { session_id: phone.sessionId });
    expect(error).toBeNull();
    expect(data).toBe(true);
    await expectSignedOut(phone);
    expect((await list(mac.client)).map((s) => s.id)).toEqual([mac.sessionId]);
    expect((await mac.client.auth.refreshSession()).error).toBeNull();
    expect(await sessionCount(email)).toBe(1);

    // Already gone: nothing to do, said as false.
    const again = await mac.client.rpc('revoke_my_session', { session_id: phone.sessionId });
    expect(again).toMatchObject({ data: false, error: null });
  });

  it("revoking another user's session changes nothing", async () => {
    const victimEmail = await newUser();
    const victim = await signIn(victimEmail);
    const attacker = await signIn(await newUser());

    const { data, error } = await attacker.client.rpc('revoke_my_session', { session_id: victim.sessionId });
    expect(error).toBeNull();
    expect(data).toBe(false);
    expect(await sessionCount(victimEmail)).toBe(1);
    expect((await victim.client.auth.refreshSession()).error).toBeNull();
    expect((await list(victim.client)).map((s) => s.id)).toEqual([victim.sessionId]);
  });

  it('sign out all other sessions (signOut scope others) leaves only this one in the list', async () => {
    const email = await newUser();
    const mac = await signIn(email, CHROME_MAC);
    const phone = await signIn(email, FIREFOX_ANDROID);
    const tablet = await signIn(email, FIREFOX_ANDROID);
    expect(await list(mac.client)).toHaveLength(3);
    expect((await mac.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await list(mac.client)).map((s) => s.id)).toEqual([mac.sessionId]);
    await expectSignedOut(phone);
    await expectSignedOut(tablet);
  });

  it('a password change signs out every other session and keeps the current one (as GoTrue)', async () => {
    const email = await newUser();
    const mac = await signIn(email, CHROME_MAC);
    const phone = await signIn(email, FIREFOX_ANDROID);
    const stranger = await signIn(await newUser());

    expect((await mac.client.auth.updateUser({ password: 'a-changed-passphrase', current_password: GOOD_PASSWORD })).error).toBeNull();
    await expectSignedOut(phone);
    expect((await list(mac.client)).map((s) => s.id)).toEqual([mac.sessionId]);
    expect((await mac.client.auth.refreshSession()).error).toBeNull();
    expect((await mac.client.auth.getUser()).error).toBeNull();
    expect((await list(stranger.client)).map((s) => s.id)).toEqual([stranger.sessionId]);

    // A metadata-only update signs nobody out.
    const again = await signIn(email, FIREFOX_ANDROID, 'a-changed-passphrase');
    expect((await mac.client.auth.updateUser({ data: { note: 'x' } })).error).toBeNull();
    expect(await sessionCount(email)).toBe(2);
    expect((await again.client.auth.refreshSession()).error).toBeNull();
  });

  it('a new password set through a recovery link signs out every other session and keeps the recovery one', async () => {
    const email = await newUser();
    const mac = await signIn(email, CHROME_MAC);
    const link = await t.admin().auth.admin.generateLink({ type: 'recovery', email });
    expect(link.error).toBeNull();
    const recovering = device(FIREFOX_ANDROID);
    const verified = await recovering.auth.verifyOtp({
      token_hash: link.data.properties!.hashed_token,
      type: 'recovery',
    });
    expect(verified.error).toBeNull();
    expect(await sessionCount(email)).toBe(2);

    expect((await recovering.auth.updateUser({ password: 'a-recovered-passphrase' })).error).toBeNull();
    await expectSignedOut(mac);
    const left = await list(recovering);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ is_current: true, user_agent: FIREFOX_ANDROID });
    expect((await recovering.auth.refreshSession()).error).toBeNull();
  });
});
