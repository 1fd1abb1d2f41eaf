// The request's setup statement (db/request-context.ts) and the identity it is built from (http/api-auth.ts): a
// verified identity is shared by the token's requests and frozen, so its claims' JSON text can be kept; claims
// that are not frozen are written afresh every time.
import { describe, expect, it } from 'vitest';
import { requestSetup } from '../../src/db/request-context.ts';
import { apiIdentity } from '../../src/http/api-auth.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';

const ctx = (claims: Record<string, unknown>) => ({ role: 'anon' as const, claims, method: 'GET', path: '/t', settings: { 'request.headers': '{}', search_path: 'public' } });

describe('request setup', () => {
  it('binds role, claims, method, path, then each setting as name and value', () => {
    const setup = requestSetup(ctx({ role: 'anon', n: 1 }));
    expect(setup.values).toEqual(['anon', '{"role":"anon","n":1}', 'GET', '/t', 'request.headers', '{}', 'search_path', 'public']);
    expect(setup.text).toContain('set_config($7, $8, true)');
    expect(setup.text).not.toContain('$9');
  });

  it('writes claims that can still change afresh each time', () => {
    const claims: Record<string, unknown> = { role: 'anon' };
    expect(requestSetup(ctx(claims)).values[1]).toBe('{"role":"anon"}');
    claims.sub = 'someone';
    expect(requestSetup(ctx(claims)).values[1]).toBe('{"role":"anon","sub":"someone"}');
  });

  it("a verified identity's claims are frozen all the way down and shared by the token's requests", async () => {
    const keys = await deriveKeys(TEST_JWT_SECRET);
    const first = await apiIdentity(keys, keys.anonKey, undefined);
    const again = await apiIdentity(keys, keys.anonKey, undefined);
    if ('status' in first || 'status' in again) throw new Error('the anon key must verify');
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
