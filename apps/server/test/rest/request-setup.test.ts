// The request's setup statement (db/request-context.ts) and the identity it is built from (http/api-auth.ts): a
// verified identity is shared by the token's requests and frozen, so its claims' JSON text can be kept; claims
// that are not frozen are written afresh every time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInRequest, requestSetup, withRequest } from '../../src/db/request-context.ts';
import { migrateAll, type OpenedDatabase } from '../../src/db/open.ts';
import { apiIdentity } from '../../src/http/api-auth.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase, TEST_JWT_SECRET } from '../support/test-server.ts';

const ctx = (claims: Record<string, unknown>) => ({
  role: 'anon' as const,
  claims,
  method: 'GET',
  path: '/t',
  settings: { 'request.headers': '{}', search_path: 'public' },
});

describe('request setup', () => {
  it("binds role, claims, method, path, then each setting's value; the settings' own names are written out", () => {
    const setup = requestSetup(ctx({ role: 'anon', n: 1 }));
    expect(setup.values).toEqual(['anon', '{"role":"anon","n":1}', 'GET', '/t', '{}', 'public']);
    expect(setup.text).toContain(
      `set_config('request.headers', $5, true), set_config('search_path', $6, true)`,
    );
    expect(setup.text).not.toContain('$7');
  });

  it('refuses a setting name that is not a plain setting name (it would be written into the statement)', () => {
    for (const name of [
      "x', 'y', true); drop table t; --",
      'a,b',
      'Upper',
      '',
      'a.b.c',
      'request.headers ',
    ]) {
      expect(() => requestSetup({ ...ctx({ role: 'anon' }), settings: { [name]: 'v' } }), name).toThrow();
    }
    expect(
      requestSetup({
        ...ctx({ role: 'anon' }),
        settings: { statement_timeout: '1s', 'request.headers': '{}' },
      }).values,
    ).toHaveLength(6);
  });

  it('writes claims that can still change afresh each time', () => {
    const claims: Record<string, unknown> = { role: 'anon' };
    expect(requestSetup(ctx(claims)).values[1]).toBe('{"role":"anon"}');
    claims.sub = 'someone';
    expect(requestSetup(ctx(claims)).values[1]).toBe('{"role":"anon","sub":"someone"}');
  });

  it("a verified identity's claims are frozen all the way down and shared by the token's requests", async () => {
    const keys = await deriveKeys(TEST_JWT_SECRET);
    const verifying = apiIdentity(keys, keys.anonKey, undefined);
    expect(verifying).toBeInstanceOf(Promise);
    const first = await verifying;
    // Known now: answered at once, without a promise to wait for.
    const again = apiIdentity(keys, keys.anonKey, undefined);
    if ('status' in first || again instanceof Promise || 'status' in again)
      throw new Error('the anon key must verify, then be known');
    expect(again).toBe(first);
    expect(Object.isFrozen(first.claims)).toBe(true);
    expect(() => {
      (first.claims as Record<string, unknown>).role = 'service_role';
    }).toThrow(TypeError);
    const text = requestSetup(ctx(first.claims)).values[1];
    expect(JSON.parse(text as string)).toMatchObject({ role: 'anon' });
    expect(requestSetup(ctx(first.claims)).values[1]).toBe(text);
  });
});

describe.each(backends)('the request setup on %s', (backend) => {
  let opened: OpenedDatabase;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ opened, cleanup } = await openTestDatabase(backend));
    await migrateAll(opened.db);
  });
  afterAll(async () => cleanup?.());

  const settings = { 'request.headers': '{"accept":"application/json"}', statement_timeout: '2500ms' };
  const read = {
    text: `select current_user as "user", current_setting('request.jwt.claims') as claims, current_setting('request.method') as method,
             current_setting('request.path') as path, current_setting('request.headers') as headers, current_setting('statement_timeout') as timeout`,
    values: [],
  };
  const expected = {
    user: 'anon',
    claims: '{"role":"anon","n":1}',
    method: 'GET',
    path: '/t',
    headers: '{"accept":"application/json"}',
    timeout: '2500ms',
  };
  const setup = () =>
    requestSetup({ role: 'anon', claims: { role: 'anon', n: 1 }, method: 'GET', path: '/t', settings });

  it('makes every setting, and answers one row of no columns (the values do not come back)', async () => {
    const answered = await withRequest(
      opened.db,
      { role: 'anon', claims: { role: 'anon', n: 1 }, method: 'GET', path: '/t', settings },
      async (tx) => {
        const own = await tx.query(setup().text, setup().values);
        const seen = (await tx.query(read.text)).rows[0];
        return { own, seen };
      },
    );
    expect(answered.own.rows).toEqual([{}]);
    expect(answered.seen).toEqual(expected);
  });

  it('holds for the statement sent with it in one round trip, and for nothing after', async () => {
    const { rows } = await readInRequest(
      opened.db,
      { role: 'anon', claims: { role: 'anon', n: 1 }, method: 'GET', path: '/t', settings },
      read,
    );
    expect(rows[0]).toEqual(expected);
    const after = (
      await opened.db.query<{ user: string; headers: string }>(
        `select current_user as "user", coalesce(current_setting('request.headers', true), '') as headers`,
      )
    ).rows[0];
    expect(after?.user).not.toBe('anon');
    expect(after?.headers).toBe('');
  });
});
