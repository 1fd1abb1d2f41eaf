// Sign-up (autoconfirm), sign-in, password rules and error mapping, through the real supabase-js client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authFetch, claimsOf, GOOD_PASSWORD, uniqueEmail, withAuthEnv } from './support.ts';

describe.each(backends)('sign-up and sign-in on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({ AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000', AUTH_RATE_LIMIT_TOKEN_BURST: '100000' });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'true', AUTH_JWT_EXPIRY: '1800' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  it('signUp with autoconfirm returns a session whose JWT carries GoTrue claims', async () => {
    const email = uniqueEmail();
    const { data, error } = await t.client().auth.signUp({ email, password: GOOD_PASSWORD, options: { data: { full_name: 'Ann' } } });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(1800);
    const claims = claimsOf(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user!.id,
      email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      iss: `${t.config.siteUrl}/auth/v1`,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(1800);
    expect(session.expires_at).toBe(claims.exp);
    expect(typeof claims.session_id).toBe('string');
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
    expect(data.user!.user_metadata.full_name).toBe('Ann');
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]!.provider).toBe('email');
  });

  it('stores the password as a cost-10 bcrypt hash and gives the new user a profile', async () => {
    const email = uniqueEmail();
    const { data } = await t.client().auth.signUp({ email, password: GOOD_PASSWORD, options: { data: { full_name: 'Bea' } } });
    const { rows } = await t.db.query<{ encrypted_password: string; full_name: string | null }>(
      `select u.encrypted_password, p.full_name from auth.users u left join public.profiles p on p.user_id = u.id where u.id = $1`,
      [data.user!.id],
    );
    expect(rows[0]?.encrypted_password).toMatch(/^\$2[aby]\$10\$/);
    expect(rows[0]?.full_name).toBe('Bea');
  });

  it('signUp of a registered address with autoconfirm → 422 user_already_exists', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const { data, error } = await t.client().auth.signUp({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(data.session).toBeNull();
    expect(error?.name).toBe('AuthApiError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(error?.message).toBe('User already registered');
  });

  it.each([
    ['too short', 'Ab1!x', ['length'], 'Password should be at least 8 characters.'],
    ['a common password', 'password123', ['pwned'], 'Password is known to be weak and easy to guess, please choose a different one.'],
    ['a common password in other case', 'IloveYou1', ['pwned'], 'Password is known to be weak and easy to guess, please choose a different one.'],
  ])('rejects %s as AuthWeakPasswordError with reasons', async (_name, password, reasons, message) => {
    const { error } = await t.client().auth.signUp({ email: uniqueEmail(), password });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(reasons);
    expect(error?.message).toBe(message);
  });

  it('rejects a password over 72 bytes and a malformed e-mail with validation_failed', async () => {
    const long = await t.client().auth.signUp({ email: uniqueEmail(), password: 'é'.repeat(37) });
    expect(long.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
    const bad = await t.client().auth.signUp({ email: 'not-an-email', password: GOOD_PASSWORD });
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  it('signInWithPassword works case-insensitively and returns the user', async () => {
    const email = uniqueEmail('Mixed');
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const { data, error } = await t.client().auth.signInWithPassword({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.last_sign_in_at).toBeTruthy();
    expect(data.session?.refresh_token).toBeTruthy();
  });

  it('wrong password and unknown e-mail give the same invalid_credentials answer', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const wrong = await t.client().auth.signInWithPassword({ email, password: 'not-the-password' });
    const unknown = await t.client().auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'not-the-password' });
    for (const r of [wrong, unknown]) {
      expect(r.data.user).toBeNull();
      expect(r.error?.name).toBe('AuthApiError');
      expect(r.error?.status).toBe(400);
      expect(r.error?.code).toBe('invalid_credentials');
      expect(r.error?.message).toBe('Invalid login credentials');
    }
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from auth.audit_log_entries where payload->>'action' = 'login_failed' and payload->>'actor_username' = $1`,
      [email],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('answers validation errors for malformed token requests', async () => {
    const both = await authFetch(t, '/token?grant_type=password', { body: { email: 'a@b.co', phone: '123', password: 'x' } });
    expect(both.status).toBe(400);
    expect(await both.json()).toEqual({ code: 'validation_failed', message: 'Only an email address or phone number should be provided on login.' });
    const neither = await authFetch(t, '/token?grant_type=password', { body: { password: 'x' } });
    expect(await neither.json()).toEqual({ code: 'validation_failed', message: 'missing email or phone' });
    const grant = await authFetch(t, '/token?grant_type=magic', { body: {} });
    expect(grant.status).toBe(400);
    expect(await grant.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    const json = await authFetch(t, '/token?grant_type=password', { body: undefined, method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(400);
    const garbage = await fetch(`${t.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: '{not json',
    });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toEqual({ code: 'bad_json', message: 'Could not parse request body as JSON' });
  });

  it('echoes X-Supabase-Api-Version and x-sb-error-code; legacy body without the version header', async () => {
    const modern = await authFetch(t, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever1' } });
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(modern.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    const legacy = await authFetch(t, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'whatever1' }, apiVersion: false });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });

  it('serves /health, /settings and an empty JWKS (HS256 secrets are never published)', async () => {
    expect(await (await authFetch(t, '/health')).json()).toMatchObject({ name: 'GoTrue' });
    const settings = await (await authFetch(t, '/settings')).json();
    expect(settings).toMatchObject({ external: { email: true, phone: false, github: false }, disable_signup: false, mailer_autoconfirm: true });
    const jwks = await authFetch(t, '/.well-known/jwks.json');
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    expect(await jwks.json()).toEqual({ keys: [] });
    const missing = await authFetch(t, '/authorize?provider=github');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'not_found', message: 'Not found' });
  });

  it('refuses out-of-scope providers without a 500', async () => {
    const anon = await t.client().auth.signInAnonymously();
    expect(anon.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled' });
    const phone = await t.client().auth.signUp({ phone: '+15555550100', password: GOOD_PASSWORD });
    expect(phone.error).toMatchObject({ status: 400, code: 'phone_provider_disabled' });
    const idToken = await t.client().auth.signInWithIdToken({ provider: 'google', token: 'x' });
    expect(idToken.error?.status).toBe(400);
    expect(idToken.error?.code).toBe('provider_disabled');
  });
});
