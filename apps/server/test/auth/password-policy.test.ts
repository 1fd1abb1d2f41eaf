// Password policy settings (GoTrue's GOTRUE_PASSWORD_MIN_LENGTH / _REQUIRED_CHARACTERS, and the common-password
// check in place of its HIBP lookup): loading, the rule order and combined message, and the server honouring them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/auth/admin/create-user.ts';
import { AuthError } from '../../src/auth/errors.ts';
import { checkPassword, DEFAULT_PASSWORD_POLICY, parseRequiredCharacters } from '../../src/auth/passwords/policy.ts';
import { loadAuthSettings } from '../../src/auth/settings.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { authFetch, uniqueEmail, withAuthEnv } from './support.ts';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const CHARS_MESSAGE = `Password should contain at least one character of each: ${LOWER}, ${UPPER}, ${DIGITS}.`;
const PWNED_MESSAGE = 'Password is known to be weak and easy to guess, please choose a different one.';

function failure(password: string, policy = DEFAULT_PASSWORD_POLICY): { message: string; reasons: unknown } | null {
  try {
    checkPassword(password, policy);
    return null;
  } catch (err) {
    if (!(err instanceof AuthError)) throw err;
    return { message: err.message, reasons: (err.extra.weak_password as { reasons: unknown } | undefined)?.reasons };
  }
}

describe('password policy settings', () => {
  it('defaults: 8 characters, no required characters, common passwords refused', () => {
    expect(loadAuthSettings({}).password).toEqual({ minLength: 8, requiredCharacters: [], checkCommon: true });
  });

  it('reads AUTH_PASSWORD_MIN_LENGTH, AUTH_PASSWORD_REQUIRED_CHARACTERS and AUTH_PASSWORD_CHECK_COMMON', () => {
    const s = loadAuthSettings({
      AUTH_PASSWORD_MIN_LENGTH: '12',
      AUTH_PASSWORD_REQUIRED_CHARACTERS: `${LOWER}:${DIGITS}`,
      AUTH_PASSWORD_CHECK_COMMON: 'false',
    });
    expect(s.password).toEqual({ minLength: 12, requiredCharacters: [LOWER, DIGITS], checkCommon: false });
  });

  it.each([
    ['AUTH_PASSWORD_MIN_LENGTH', '5'],
    ['AUTH_PASSWORD_MIN_LENGTH', '73'],
    ['AUTH_PASSWORD_MIN_LENGTH', 'ten'],
    ['AUTH_PASSWORD_CHECK_COMMON', 'maybe'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadAuthSettings({ [name]: value })).toThrow(new RegExp(name));
  });

  it("parses required characters as GoTrue does: ':' separates sets, '\\:' is a literal colon", () => {
    expect(parseRequiredCharacters('abc:123')).toEqual(['abc', '123']);
    expect(parseRequiredCharacters('abc::123:')).toEqual(['abc', '123']);
    expect(parseRequiredCharacters('!@#\\:$')).toEqual(['!@#:$']);
    expect(parseRequiredCharacters('')).toEqual([]);
  });

  it('reports every failed rule in GoTrue order, messages joined by a space', () => {
    const strict = { minLength: 10, requiredCharacters: [LOWER, UPPER, DIGITS], checkCommon: true };
    expect(failure('letmein', strict)).toEqual({
      message: `Password should be at least 10 characters. ${CHARS_MESSAGE} ${PWNED_MESSAGE}`,
      reasons: ['length', 'characters', 'pwned'],
    });
    expect(failure('letmein')).toEqual({ message: `Password should be at least 8 characters. ${PWNED_MESSAGE}`, reasons: ['length', 'pwned'] });
    expect(failure('letmein', { ...DEFAULT_PASSWORD_POLICY, checkCommon: false })).toEqual({
      message: 'Password should be at least 8 characters.',
      reasons: ['length'],
    });
    expect(failure('Abcdefghij1', strict)).toBeNull();
  });

  it('the 72-byte limit stays a validation_failed whatever the policy', () => {
    expect(() => checkPassword('a'.repeat(73), { ...DEFAULT_PASSWORD_POLICY, checkCommon: false })).toThrow(
      'Password cannot be longer than 72 characters',
    );
  });
});

describe.each(backends)('a server with a stricter password policy on %s', (backend) => {
  let t: TestServer;
  let restoreEnv: () => void;

  beforeAll(async () => {
    restoreEnv = withAuthEnv({
      AUTH_PASSWORD_MIN_LENGTH: '10',
      AUTH_PASSWORD_REQUIRED_CHARACTERS: `${LOWER}:${UPPER}:${DIGITS}`,
      AUTH_PASSWORD_CHECK_COMMON: 'false',
      AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_TOKEN_BURST: '100000',
      AUTH_RATE_LIMIT_OTP_PER_HOUR: '100000',
      AUTH_RATE_LIMIT_OTP_BURST: '100000',
    });
    t = await startTestServer(backend, { AUTH_EMAIL_AUTOCONFIRM: 'true' });
  });
  afterAll(async () => {
    await t?.stop();
    restoreEnv();
  });

  it('sign-up below the minimum and without the required characters → 422 weak_password with both reasons', async () => {
    const email = uniqueEmail();
    const res = await authFetch(t, '/signup', { body: { email, password: 'horse-ok' } });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'weak_password',
      message: `Password should be at least 10 characters. ${CHARS_MESSAGE}`,
      weak_password: { reasons: ['length', 'characters'] },
    });
    const { rows } = await t.db.query(`select 1 from auth.users where email = $1`, [email]);
    expect(rows).toHaveLength(0);
  });

  it('supabase-js sees AuthWeakPasswordError with the reasons', async () => {
    const { error } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'correcthorsebattery' });
    expect(error?.name).toBe('AuthWeakPasswordError');
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: CHARS_MESSAGE });
    expect((error as unknown as { reasons: string[] }).reasons).toEqual(['characters']);
  });

  it('a common password that meets the rules is accepted when the common-password check is off', async () => {
    // 'password123' is on the list (compared case-insensitively); 'Password123' is long enough and mixed.
    const { error, data } = await t.client().auth.signUp({ email: uniqueEmail(), password: 'Password123' });
    expect(error).toBeNull();
    expect(data.session).not.toBeNull();
  });

  it('a password change is held to the same policy', async () => {
    const client = t.client();
    await client.auth.signUp({ email: uniqueEmail(), password: 'Horse-Battery-9' });
    const { error } = await client.auth.updateUser({ password: 'short1A' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: 'Password should be at least 10 characters.' });
  });

  it('signing in with a password the new policy refuses still works and tells the client why (weak_password)', async () => {
    const email = uniqueEmail();
    await createUser(t.db, { email, password: 'correct-horse-battery', confirmed: true }, DEFAULT_PASSWORD_POLICY);
    const res = await authFetch(t, '/token?grant_type=password', { body: { email, password: 'correct-horse-battery' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token?: string; weak_password?: unknown };
    expect(body.access_token).toBeTruthy();
    expect(body.weak_password).toEqual({ message: CHARS_MESSAGE, reasons: ['characters'] });
  });

  it('the CLI path (createUser) applies the policy it is given', async () => {
    const strict = loadAuthSettings().password;
    await expect(createUser(t.db, { email: uniqueEmail(), password: 'correct-horse-battery', confirmed: true }, strict)).rejects.toMatchObject({
      code: 'weak_password',
    });
  });
});
