// The admin API through supabase-js's auth.admin, service-role key only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authFetch, GOOD_PASSWORD, uniqueEmail, withAuthEnv } from './support.ts';

describe.each(backends)('admin users API on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;
  beforeAll(async () => {
    restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000', AUTH_RATE_LIMIT_TOKEN_BURST: '100000' });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  it('createUser with email_confirm makes a user who can sign in at once (no mail sent)', async () => {
    const email = uniqueEmail('made');
    const { data, error } = await t.admin().auth.admin.createUser({
      email,
      password: GOOD_PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { plan: 'gold' },
    });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'gold' });
    const signIn = await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(signIn.error).toBeNull();
    const { rows } = await t.db.query(`select 1 from server.outbox where recipient = $1`, [email]);
    expect(rows).toHaveLength(0);
  });

  it('a taken address → 422 email_exists; a weak password → AuthWeakPasswordError', async () => {
    const email = uniqueEmail();
    await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true });
    const dup = await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const weak = await t.admin().auth.admin.createUser({ email: uniqueEmail(), password: 'abc' });
    expect(weak.error?.name).toBe('AuthWeakPasswordError');
  });

  it('getUserById, updateUserById (password, metadata, ban) and deleteUser', async () => {
    const email = uniqueEmail();
    const created = (await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true })).data.user!;
    const got = await t.admin().auth.admin.getUserById(created.id);
    expect(got.data.user?.email).toBe(email);

    const upd = await t.admin().auth.admin.updateUserById(created.id, { password: 'changed-by-admin-pass', user_metadata: { full_name: 'Z' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata.full_name).toBe('Z');
    expect((await t.client().auth.signInWithPassword({ email, password: 'changed-by-admin-pass' })).error).toBeNull();

    await t.admin().auth.admin.updateUserById(created.id, { ban_duration: '24h' });
    const banned = await t.client().auth.signInWithPassword({ email, password: 'changed-by-admin-pass' });
    expect(banned.error).toMatchObject({ status: 400, code: 'user_banned' });
    await t.admin().auth.admin.updateUserById(created.id, { ban_duration: 'none' });
    expect((await t.client().auth.signInWithPassword({ email, password: 'changed-by-admin-pass' })).error).toBeNull();

    expect((await t.admin().auth.admin.deleteUser(created.id)).error).toBeNull();
    const gone = await t.admin().auth.admin.getUserById(created.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const bad = await authFetch(t, '/admin/users/not-a-uuid', { bearer: t.serviceKey });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('listUsers pages with a total', async () => {
    for (let i = 0; i < 3; i += 1) await t.admin().auth.admin.createUser({ email: uniqueEmail('list'), password: GOOD_PASSWORD });
    const { data, error } = await t.admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as { total: number }).total).toBeGreaterThanOrEqual(3);
    expect((data as { nextPage: number | null }).nextPage).toBe(2);
  });

  it('refuses the anon key and user tokens with 403 not_admin, and no bearer with 401', async () => {
    const anon = await authFetch(t, '/admin/users');
    expect(anon.status).toBe(403);
    expect(await anon.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    const email = uniqueEmail();
    await t.admin().auth.admin.createUser({ email, password: GOOD_PASSWORD, email_confirm: true });
    const c = t.client();
    await c.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    const token = (await c.auth.getSession()).data.session!.access_token;
    const asUser = await authFetch(t, '/admin/users', { bearer: token, body: { email: uniqueEmail() } });
    expect(asUser.status).toBe(403);
    const none = await authFetch(t, '/admin/users', { bearer: null });
    expect(none.status).toBe(401);
  });
});
