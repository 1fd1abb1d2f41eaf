// Scenario tables for /rest/v1 (PocketBase ApiScenario style): each row is a request and what the answer
// must contain. A file starts one server per backend over the fixture schema and runs its table.
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import type { Backend } from '../support/backends.ts';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/test-server.ts';

export const OWNER = '11111111-1111-1111-1111-111111111111';
export const OTHER = '22222222-2222-2222-2222-222222222222';

export interface Scenario {
  name: string;
  method?: string;
  url: string;
  as?: 'anon' | 'user' | 'service' | 'none';
  headers?: Record<string, string>;
  body?: unknown;
  status: number;
  /** Exact JSON body. */
  json?: unknown;
  /** Substrings the raw body must / must not contain. */
  has?: string[];
  hasNot?: string[];
  /** Response headers that must match. */
  resHeaders?: Record<string, string | RegExp | null>;
  /** Runs after the request (e.g. to check the database). */
  after?: (ctx: FixtureServer) => Promise<void>;
}

export interface FixtureServer {
  t: TestServer;
  userToken: string;
  expiredToken: string;
}

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');

async function token(claims: Record<string, unknown>, expiresIn: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 10)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

export async function startFixtureServer(backend: Backend, opts: { now?: () => number } = {}): Promise<FixtureServer> {
  const t = await startTestServer(backend, {}, opts);
  await t.db.exec(FIXTURE);
  const userToken = await token({ sub: OWNER, role: 'authenticated', aud: 'authenticated', email: 'owner@example.com' }, 3600);
  const expiredToken = await token({ sub: OWNER, role: 'authenticated' }, -3600);
  return { t, userToken, expiredToken };
}

function authHeaders(f: FixtureServer, as: Scenario['as']): Record<string, string> {
  const { t } = f;
  if (as === 'none') return {};
  const bearer = as === 'user' ? f.userToken : as === 'service' ? t.serviceKey : t.anonKey;
  return { apikey: t.anonKey, Authorization: `Bearer ${bearer}` };
}

export async function send(f: FixtureServer, s: Pick<Scenario, 'method' | 'url' | 'as' | 'headers' | 'body'>): Promise<{ status: number; headers: Headers; text: string }> {
  const method = s.method ?? 'GET';
  const headers: Record<string, string> = { ...authHeaders(f, s.as), ...s.headers };
  let body: string | undefined;
  if (s.body !== undefined) {
    body = typeof s.body === 'string' ? s.body : JSON.stringify(s.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const res = await fetch(`${f.t.url}/rest/v1${s.url}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** Registers one `it` per scenario; `get` returns the started server (set in beforeAll). */
export function runScenarios(get: () => FixtureServer, scenarios: Scenario[]): void {
  for (const s of scenarios) {
    it(s.name, async () => {
      const f = get();
      const res = await send(f, s);
      const where = `${s.method ?? 'GET'} ${s.url} → ${res.status} ${res.text.slice(0, 400)}`;
      expect(res.status, where).toBe(s.status);
      if (s.json !== undefined) expect(res.text === '' ? undefined : JSON.parse(res.text), where).toEqual(s.json);
      for (const frag of s.has ?? []) expect(res.text, where).toContain(frag);
      for (const frag of s.hasNot ?? []) expect(res.text, where).not.toContain(frag);
      for (const [name, want] of Object.entries(s.resHeaders ?? {})) {
        const got = res.headers.get(name);
        if (want === null) expect(got, `${name}: ${where}`).toBeNull();
        else if (typeof want === 'string') expect(got, `${name}: ${where}`).toBe(want);
        else expect(got ?? '', `${name}: ${where}`).toMatch(want);
      }
      if (res.status >= 400) {
        const err = JSON.parse(res.text) as Record<string, unknown>;
        expect(Object.keys(err).sort(), where).toEqual(['code', 'details', 'hint', 'message']);
      }
      await s.after?.(f);
    });
  }
}
