// Confirmation on: sign-up mail, verify (link and code), recovery, magic link, PKCE, e-mail change,
// resend and the redirect allow-list, all through supabase-js with mail read from server.outbox.
import { createClient, type AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  authFetch,
  codeIn,
  followLink,
  GOOD_PASSWORD,
  lastMail,
  redirectParams,
  uniqueEmail,
  withAuthEnv,
} from './support.ts';

const SITE = 'http://app.example.test';
const ALLOWED = 'http://partner.example.test/welcome';
// Long enough that no test runs past it by accident: tests move the last mail's time back instead of waiting.
const RESEND_INTERVAL_S = 60;

describe.each(backends)('e-mail flows on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_EMAIL_RESEND_INTERVAL: String(RESEND_INTERVAL_S),
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_TOKEN_BURST: '100000',
      AUTH_RATE_LIMIT_EMAIL_PER_HOUR: '100000',
    });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'false', SITE_URL: SITE, AUTH_ALLOWED_REDIRECTS: ALLOWED });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  const pkceClient = () =>
    createClient(t.url, t.anonKey, { auth: { flowType: 'pkce', persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });

  /** Moves the address's last confirmation mail back past the resend interval (instead of waiting). */
  async function ageConfirmationMail(email: string) {
    await t.db.query(
      `update auth.users set confirmation_sent_at = confirmation_sent_at - make_interval(secs => $2) where email = lower($1)`,
      [email, RESEND_INTERVAL_S + 1],
    );
  }

  async function confirmedUser(email = uniqueEmail()) {
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const mail = await lastMail(t, email);
    await followLink(t, mail!.link);
    return email;
  }

  it('signUp sends a confirmation mail and returns the user without a session; sign-in waits for confirmation', async () => {
    const email = uniqueEmail();
    const { data, error } = await t.client().auth.signUp({ email, password: GOOD_PASSWORD, options: { data: { full_name: 'Dora' } } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    const mail = await lastMail(t, email);
    expect(mail).toMatchObject({ subject: 'Confirm Your Signup', kind: 'confirmation' });
    expect(mail!.link.startsWith(`${SITE}/auth/v1/verify?token=`)).toBe(true);
    expect(mail!.body).toContain(mail!.link);

    const early = await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    // The password is checked first: a wrong one says nothing about the confirmation.
    const wrong = await t.client().auth.signInWithPassword({ email, password: 'wrong-password-here' });
    expect(wrong.error?.code).toBe('invalid_credentials');

    const followed = await followLink(t, mail!.link);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith(`${SITE}/#`) || followed.location.startsWith(`${SITE}#`)).toBe(true);
    const params = redirectParams(followed.location);
    expect(params).toMatchObject({ token_type: 'bearer', type: 'signup' });
    const me = await authFetch(t, '/user', { bearer: params.access_token });
    expect(((await me.json()) as { email_confirmed_at?: string }).email_confirmed_at).toBeTruthy();
    expect((await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD })).error).toBeNull();

    const again = await followLink(t, mail!.link);
    expect(redirectParams(again.location)).toMatchObject({ error: 'access_denied', error_code: 'otp_expired' });
  });

  it('a confirmed address signing up again gets a fake user with no identities and no mail', async () => {
    const email = await confirmedUser();
    const before = await lastMail(t, email);
    const { data, error } = await t.client().auth.signUp({ email, password: 'another-passphrase' });
    expect(error).toBeNull();
    expect(data.user?.identities).toEqual([]);
    expect(data.session).toBeNull();
    expect((await lastMail(t, email))?.id).toBe(before?.id);
  });

  it('an unconfirmed address signing up again re-sends, at most once per interval', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const first = await lastMail(t, email);
    const tooSoon = await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    expect(tooSoon.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    await ageConfirmationMail(email);
    const later = await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.user?.identities).toHaveLength(1);
    expect((await lastMail(t, email))!.id).toBeGreaterThan(first!.id);
    expect((await t.client().auth.resend({ type: 'signup', email })).error).toMatchObject({ status: 429 });
    await ageConfirmationMail(email);
    expect((await t.client().auth.resend({ type: 'signup', email })).error).toBeNull();
    expect((await lastMail(t, email))!.id).toBeGreaterThan(first!.id + 1);
  });

  it('verifyOtp with the e-mailed code signs in and emits SIGNED_IN; a wrong code → 403 otp_expired', async () => {
    const email = uniqueEmail();
    await t.client().auth.signUp({ email, password: GOOD_PASSWORD });
    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => events.push(e));
    const bad = await client.auth.verifyOtp({ email, token: '000000', type: 'email' });
    expect(bad.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const { data, error } = await client.auth.verifyOtp({ email, token: codeIn((await lastMail(t, email))!), type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    expect(events).toContain('SIGNED_IN');
  });

  it('password recovery: {} for known and unknown addresses, PASSWORD_RECOVERY on verify, new password works', async () => {
    const email = await confirmedUser();
    const unknown = await t.client().auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(unknown).toEqual({ data: {}, error: null });
    const known = await t.client().auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset` });
    expect(known).toEqual({ data: {}, error: null });
    const mail = (await lastMail(t, email))!;
    expect(mail).toMatchObject({ subject: 'Reset Your Password', kind: 'recovery' });
    expect(new URL(mail.link).searchParams.get('redirect_to')).toBe(`${SITE}/reset`);

    const client = t.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => events.push(e));
    const tokenHash = new URL(mail.link).searchParams.get('token')!;
    const { error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
    expect((await client.auth.updateUser({ password: 'recovered-passphrase' })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await t.client().auth.signInWithPassword({ email, password: 'recovered-passphrase' })).error).toBeNull();
    const reused = await t.client().auth.verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(reused.error?.code).toBe('otp_expired');
    const missing = await authFetch(t, '/recover', { body: {} });
    expect(((await missing.json()) as { message: string }).message).toBe('Password recovery requires an email');
  });

  it('signInWithOtp sends a magic link to a confirmed user; the link signs in once', async () => {
    const email = await confirmedUser();
    const { error } = await t.client().auth.signInWithOtp({ email, options: { emailRedirectTo: `${SITE}/dashboard` } });
    expect(error).toBeNull();
    const mail = (await lastMail(t, email))!;
    expect(mail).toMatchObject({ subject: 'Your Magic Link', kind: 'magiclink' });
    const followed = await followLink(t, mail.link);
    expect(followed.location.startsWith(`${SITE}/dashboard#`)).toBe(true);
    expect(redirectParams(followed.location)).toMatchObject({ type: 'magiclink', token_type: 'bearer' });
    const noCreate = await t.client().auth.signInWithOtp({ email: uniqueEmail(), options: { shouldCreateUser: false } });
    expect(noCreate.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('signInWithOtp never signs up: an unknown address gets 422 otp_disabled even with shouldCreateUser (the default); no user, no mail', async () => {
    const stranger = uniqueEmail('stranger');
    const { error } = await t.client().auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: true, data: { full_name: 'X' } } });
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
    const { rows } = await t.db.query(`select 1 from auth.users where email = $1`, [stranger]);
    expect(rows).toHaveLength(0);
    expect(await lastMail(t, stranger)).toBeUndefined();
  });

  it('PKCE: the link redirects with ?code=, exchangeCodeForSession signs in once; a wrong verifier is refused', async () => {
    const email = uniqueEmail();
    const client = pkceClient();
    await client.auth.signUp({ email, password: GOOD_PASSWORD, options: { emailRedirectTo: `${SITE}/welcome` } });
    const followed = await followLink(t, (await lastMail(t, email))!.link);
    const url = new URL(followed.location);
    expect(url.origin + url.pathname).toBe(`${SITE}/welcome`);
    const code = url.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const wrong = await authFetch(t, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'x'.repeat(43) } });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('bad_code_verifier');
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    const reused = await authFetch(t, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'y'.repeat(43) } });
    expect(reused.status).toBe(404);
    expect(((await reused.json()) as { code: string }).code).toBe('flow_state_not_found');
  });

  it('PKCE password recovery: exchangeCodeForSession emits PASSWORD_RECOVERY', async () => {
    const email = await confirmedUser();
    const client = pkceClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((e) => events.push(e));
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/reset` });
    const code = new URL((await followLink(t, (await lastMail(t, email))!.link)).location).searchParams.get('code')!;
    const { error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('redirect_to is honoured for the site and listed URLs only; a foreign one falls back to SITE_URL', async () => {
    const foreign = uniqueEmail();
    await t.client().auth.signUp({ email: foreign, password: GOOD_PASSWORD, options: { emailRedirectTo: 'https://evil.example.com/steal' } });
    const f = await followLink(t, (await lastMail(t, foreign))!.link);
    expect(f.location.startsWith(`${SITE}`)).toBe(true);
    expect(f.location).not.toContain('evil');
    const listed = uniqueEmail();
    await t.client().auth.signUp({ email: listed, password: GOOD_PASSWORD, options: { emailRedirectTo: `${ALLOWED}?from=mail` } });
    const l = await followLink(t, (await lastMail(t, listed))!.link);
    expect(l.location.startsWith(`${ALLOWED}?from=mail#`)).toBe(true);
    // A forged link (redirect_to edited after sending) is checked again on the way out.
    const forged = uniqueEmail();
    await t.client().auth.signUp({ email: forged, password: GOOD_PASSWORD });
    const link = new URL((await lastMail(t, forged))!.link);
    link.searchParams.set('redirect_to', 'https://evil.example.com/');
    const g = await followLink(t, link.toString());
    expect(g.location.startsWith(SITE)).toBe(true);
  });

  it('updateUser email: mail to the new address, the change applies once its link is followed', async () => {
    const email = await confirmedUser();
    const client = t.client();
    await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
    const taken = await confirmedUser();
    const dup = await client.auth.updateUser({ email: taken });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists' });
    const next = uniqueEmail('moved');
    const { data, error } = await client.auth.updateUser({ email: next });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(next);
    const mail = (await lastMail(t, next))!;
    expect(mail).toMatchObject({ subject: 'Confirm Email Change', kind: 'email_change' });
    await followLink(t, mail.link);
    expect((await t.client().auth.signInWithPassword({ email: next, password: GOOD_PASSWORD })).error).toBeNull();
    expect((await t.client().auth.signInWithPassword({ email, password: GOOD_PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('verify validates its input', async () => {
    const noType = await authFetch(t, '/verify', { body: { token_hash: 'x' } });
    expect(await noType.json()).toEqual({ code: 'validation_failed', message: 'Verify requires a verification type' });
    const noToken = await authFetch(t, '/verify', { body: { type: 'signup' } });
    expect(await noToken.json()).toEqual({ code: 'validation_failed', message: 'Verify requires either a token or a token hash' });
    const sms = await authFetch(t, '/verify', { body: { type: 'sms', token: '1' } });
    expect(((await sms.json()) as { message: string }).message).toBe('Unsupported verification type');
  });
});
