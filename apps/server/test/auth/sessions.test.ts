// Sessions through supabase-js: refresh rotation and reuse, getUser, updateUser, signOut scopes, events,
// and tampered access tokens.
import type { AuthChangeEvent, SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/test-server.ts';
import { authFetch, claimsOf, GOOD_PASSWORD, uniqueEmail, withAuthEnv } from './support.ts';

// Long enough that no test runs past it by accident: tests move the tokens' times back instead of waiting.
const REUSE_INTERVAL_S = 60;

describe.each(backends)('sessions on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_REFRESH_TOKEN_REUSE_INTERVAL: String(REUSE_INTERVAL_S),
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_TOKEN_BURST: '100000',
    });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  /** A fresh user signed in on a new client; events are recorded. */
  async function signedIn(email = uniqueEmail()): Promise<{ client: SupabaseClient; email: string; events: AuthChangeEvent[] }> {
    const signer = t.client();
    await signer.auth.signUp({ email, password: GOOD_PASSWORD });
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => events.push(event));
    const { error } = await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(error).toBeNull();
    return { client, email, events };
  }

  /** Moves every refresh token of `token`'s session back past the reuse interval (instead of waiting). */
  async function ageSession(token: string) {
    await t.db.query(
      `update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $2)
        where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [token, REUSE_INTERVAL_S + 1],
    );
  }

  async function refreshRaw(token: string) {
    const res = await authFetch(t, '/token?grant_type=refresh_token', { body: { refresh_token: token } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('refreshSession rotates the refresh token and emits TOKEN_REFRESHED', async () => {
    const { client, events } = await signedIn();
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(before.refresh_token);
    expect(claimsOf(data.session!.access_token).session_id).toBe(claimsOf(before.access_token).session_id);
    expect(events).toContain('SIGNED_IN');
    expect(events).toContain('TOKEN_REFRESHED');
  });

  it('the revoked parent of the active token returns the active token again (lost response)', async () => {
    const { client } = await signedIn();
    const rt0 = (await client.auth.getSession()).data.session!.refresh_token;
    const first = await refreshRaw(rt0);
    expect(first.status).toBe(200);
    const again = await refreshRaw(rt0);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('an older revoked token is accepted within the reuse interval and revokes the family after it', async () => {
    const { client } = await signedIn();
    const rt0 = (await client.auth.getSession()).data.session!.refresh_token;
    const rt1 = (await refreshRaw(rt0)).body.refresh_token as string;
    const rt2 = (await refreshRaw(rt1)).body.refresh_token as string;
    // rt0 is not the parent of the active rt2, but was revoked moments ago: accepted and rotated.
    const within = await refreshRaw(rt0);
    expect(within.status).toBe(200);
    expect(within.body.refresh_token).not.toBe(rt2);

    await ageSession(rt1);
    // rt1 (rt0 is now the parent of the active token, so it would be answered with that token).
    const reused = await refreshRaw(rt1);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // The family revocation was committed: once the interval passes, even the newest token is dead.
    await ageSession(rt1);
    const newest = await refreshRaw(within.body.refresh_token as string);
    expect(newest.body.code).toBe('refresh_token_already_used');
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where payload->>'action' = 'token_revoked'`,
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
  });

  it('the client maps refresh failures: unknown token → refresh_token_not_found; empty → OAuth body', async () => {
    const unknown = await refreshRaw('no-such-token');
    expect(unknown).toEqual({
      status: 400,
      body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' },
    });
    const { error } = await t.client().auth.refreshSession({ refresh_token: 'no-such-token' });
    expect(error?.name).toBe('AuthApiError');
    expect(error?.code).toBe('refresh_token_not_found');
    const empty = await refreshRaw('');
    expect(empty).toEqual({ status: 400, body: { error: 'invalid_request', error_description: 'refresh_token required' } });
  });

  it('getUser returns the signed-in user; updateUser merges metadata (null deletes) and emits USER_UPDATED', async () => {
    const { client, events } = await signedIn();
    const { data: got } = await client.auth.getUser();
    expect(got.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    await client.auth.updateUser({ data: { full_name: 'Carla', city: 'Zug' } });
    const { data, error } = await client.auth.updateUser({ data: { city: null, title: 'CFO' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'Carla', title: 'CFO' });
    expect(data.user?.user_metadata).not.toHaveProperty('city');
    expect(events).toContain('USER_UPDATED');
    const { rows } = await t.db.query<{ m: Record<string, unknown> }>(`select raw_user_meta_data as m from auth.users where id = $1`, [
      got.user!.id,
    ]);
    expect(rows[0]?.m).toMatchObject({ full_name: 'Carla', title: 'CFO' });
  });

  it('updateUser password: the new one signs in, the old one does not; same or weak passwords are refused', async () => {
    const { client, email } = await signedIn();
    const same = await client.auth.updateUser({ password: GOOD_PASSWORD, current_password: GOOD_PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' });
    const weak = await client.auth.updateUser({ password: 'qwerty' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
    const { error } = await client.auth.updateUser({ password: 'a-brand-new-passphrase', current_password: GOOD_PASSWORD });
    expect(error).toBeNull();
    const old = await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await t.client().auth.signInWithPassword({ email, password: 'a-brand-new-passphrase' });
    expect(fresh.error).toBeNull();
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where payload->>'action' = 'user_updated_password' and payload->>'actor_username' = $1`,
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('signOut scopes: local ends only this session, others the rest, global all', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const clients = await Promise.all(
      [0, 1, 2].map(async () => {
        const c = t.client();
        await c.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
        return { c, token: (await c.auth.getSession()).data.session!.access_token };
      }),
    );
    const [a, b, c] = clients as [(typeof clients)[0], (typeof clients)[0], (typeof clients)[0]];
    const status = async (token: string) => (await authFetch(t, '/user', { bearer: token })).status;

    const events: AuthChangeEvent[] = [];
    a.c.auth.onAuthStateChange((e) => events.push(e));
    expect((await a.c.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(await status(a.token)).toBe(403);
    expect(await status(b.token)).toBe(200);

    expect((await b.c.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect(await status(c.token)).toBe(403);
    expect(await status(b.token)).toBe(200);
    const gone = await c.c.auth.getUser();
    expect(gone.error?.name).toBe('AuthSessionMissingError');

    expect((await b.c.auth.signOut()).error).toBeNull();
    const after = await authFetch(t, '/user', { bearer: b.token });
    expect(after.status).toBe(403);
    expect(await after.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1`,
      [email],
    );
    expect(rows[0]?.n).toBe(0);

    const raw = await authFetch(t, '/logout?scope=everything', { method: 'POST', bearer: b.token });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('logout answers 204 with no body', async () => {
    const { client } = await signedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const res = await authFetch(t, '/logout?scope=global', { method: 'POST', bearer: token });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });

  describe('tampered access tokens on /user', () => {
    let valid: string;
    const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

    beforeAll(async () => {
      const { client } = await signedIn();
      valid = (await client.auth.getSession()).data.session!.access_token;
    });

    const cases: [string, () => Promise<string>][] = [
      ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${valid.split('.')[1]}.`],
      ['a wrong secret', async () => new SignJWT(claimsOf(valid)).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('another-secret-another-secret-000000'))],
      ['an expired token', async () =>
        new SignJWT({ ...claimsOf(valid), exp: Math.floor(Date.now() / 1000) - 10 }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(TEST_JWT_SECRET))],
      ['an edited role claim', async () => {
        const [h, , s] = valid.split('.');
        return `${h}.${b64({ ...claimsOf(valid), role: 'service_role' })}.${s}`;
      }],
      ['a stripped signature', async () => valid.split('.').slice(0, 2).join('.') + '.'],
      ['garbage', async () => 'not-a-jwt'],
    ];

    it.each(cases)('%s → 403 bad_jwt', async (_name, make) => {
      const res = await authFetch(t, '/user', { bearer: await make() });
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code).toBe('bad_jwt');
      expect(body.message).toMatch(/^invalid JWT: /);
    });

    it('a valid token passes, the anon key has no user, no bearer → 401 no_authorization', async () => {
      expect((await authFetch(t, '/user', { bearer: valid })).status).toBe(200);
      const anon = await authFetch(t, '/user');
      expect(anon.status).toBe(403);
      expect(await anon.json()).toEqual({ code: 'bad_jwt', message: 'invalid JWT: invalid claim: missing sub claim' });
      const none = await authFetch(t, '/user', { bearer: null });
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
    });

    it('supabase-js reports a tampered token as AuthApiError bad_jwt and keeps its session', async () => {
      const { data, error } = await t.client().auth.getUser('not-a-jwt');
      expect(data.user).toBeNull();
      expect(error?.name).toBe('AuthApiError');
      expect(error?.code).toBe('bad_jwt');
    });
  });
});
