// The data API's direct read path (rest/node-reads.ts) answers exactly what the Hono path answers. Two node:http
// servers over one app and one database: one as server.ts builds it (direct reads first, Hono for the rest), one with
// Hono's listener alone. The same raw requests go to both; the raw answers must match byte for byte but for the
// Date and Server-Timing values, and so must the request log lines. Then: the real server takes reads this way.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp, type ServerApp } from '../../src/app.ts';
import { openDatabase, type OpenedDatabase } from '../../src/db/open.ts';
import { deriveKeys, type Keys } from '../../src/http/keys.ts';
import { backends } from '../support/backends.ts';
import { createTestDatabase, startTestServer, testConfig, TEST_JWT_SECRET, type TestDatabase, type TestServer } from '../support/test-server.ts';
import { rawRequest } from './node-reads-support.ts';

interface LogLine {
  msg: string;
  level: number;
  requestId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
}

async function listen(listener: http.RequestListener): Promise<{ server: Server; port: number }> {
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The raw answer with the values that differ between two runs (the clock and the stage timings) blanked. */
const comparable = (raw: string) => raw.replace(/^Date: .*$/m, 'Date: -').replace(/^server-timing: .*$/m, 'server-timing: -');

const SELECT = encodeURIComponent('*,author:profiles!blog_posts_author_id_fkey(full_name,username)');

describe.each(backends)('direct API reads on %s', (backend) => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;
  let keys: Keys;
  let built: ServerApp;
  const logs: { direct: LogLine[]; hono: LogLine[] } = { direct: [], hono: [] };
  let direct: { server: Server; port: number };
  let hono: { server: Server; port: number };

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    const config = testConfig(testDb.env);
    opened = await openDatabase(config);
    keys = await deriveKeys(TEST_JWT_SECRET);
    const author = '6f1c3e2a-5b8d-4c1e-9a7f-0d2b3c4e5f60';
    await opened.db.query(
      `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
       values ($1, 'authenticated', 'authenticated', 'direct-reads@example.test', '{"full_name":"Direct Reader"}', now())`,
      [author],
    );
    await opened.db.query(
      `insert into public.blog_posts (title, slug, excerpt, content, status, author_id, publish_date)
       select 'Post ' || g, 'direct-post-' || g, 'Excerpt ' || g, '<p>Body ' || g || '</p>', 'published', $1, now() - g * interval '1 day'
       from generate_series(1, 3) g`,
      [author],
    );
    // One app per log, so each server's lines can be told apart; the same database under both.
    const appWith = (lines: LogLine[]) => {
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
          done();
        },
      });
      return createServerApp({ db: opened.db, config, keys, logger: pino({ level: 'info', base: undefined }, sink) });
    };
    built = appWith(logs.direct);
    const honoOnly = appWith(logs.hono);
    const honoFirst = getRequestListener(built.app.fetch);
    direct = await listen((req, res) => {
      if (!built.apiReads.take(req, res)) void honoFirst(req, res);
    });
    hono = await listen(getRequestListener(honoOnly.app.fetch));
  });
  afterAll(async () => {
    for (const s of [direct, hono]) await new Promise((resolve) => s?.server.close(resolve));
    await opened?.close();
    await testDb?.cleanup();
  });

  const both = async (target: string, headers: Record<string, string>, method = 'GET') => {
    const takenBefore = built.apiReads.taken;
    const a = await rawRequest(direct.port, method, target, headers);
    const b = await rawRequest(hono.port, method, target, headers);
    return { direct: a, hono: b, taken: built.apiReads.taken - takenBefore };
  };

  const anon = () => ({ apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey}` });
  let n = 0;
  const id = () => `test-id.${(n += 1)}`;

  it.each([
    ['a list with an order', () => `/rest/v1/blog_posts?select=slug,title&order=slug.asc`, () => anon()],
    ['one post by slug with its author, as one object', () => `/rest/v1/blog_posts?select=${SELECT}&slug=eq.direct-post-2&status=eq.published`, () => ({ ...anon(), Accept: 'application/vnd.pgrst.object+json' })],
    ['a single-object miss (406)', () => `/rest/v1/blog_posts?select=slug&slug=eq.nothing`, () => ({ ...anon(), Accept: 'application/vnd.pgrst.object+json' })],
    ['a filter error (400)', () => `/rest/v1/blog_posts?slug=nope.1`, () => anon()],
    ['a bad apikey (401)', () => `/rest/v1/blog_posts?select=slug`, () => ({ apikey: 'not-a-jwt' })],
    ['no apikey (401)', () => `/rest/v1/blog_posts?select=slug`, () => ({})],
    ['a bearer token signed with another secret (401)', () => `/rest/v1/blog_posts`, () => ({ apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey.slice(0, -4)}AAAA` })],
    ['an unknown table (404)', () => `/rest/v1/no_such_table`, () => anon()],
    ['a Range header (Content-Range, 206 with a count)', () => `/rest/v1/blog_posts?select=slug&order=slug`, () => ({ ...anon(), Range: '0-1', Prefer: 'count=exact' })],
    ['an embed as the service role', () => `/rest/v1/blog_posts?select=slug,author:profiles!blog_posts_author_id_fkey(full_name)&order=slug&limit=2`, () => ({ apikey: keys.serviceKey })],
    ["a query the URL parser escapes (' and quotes)", () => `/rest/v1/blog_posts?select=slug&title=eq.it's"x"`, () => anon()],
  ])('%s: the same answer and log line', async (_name, target, headers) => {
    const requestId = id();
    const r = await both(target(), { ...headers(), 'X-Request-Id': requestId });
    expect(r.taken).toBe(1);
    expect(comparable(r.direct)).toBe(comparable(r.hono));
    expect(r.direct).toContain(`x-request-id: ${requestId}\r\n`);
    const line = (lines: LogLine[]) => {
      const l = lines.findLast((x) => x.msg === 'request' && x.requestId === requestId);
      return l && { ...l, ms: typeof l.ms, time: typeof (l as { time?: unknown }).time };
    };
    expect(line(logs.direct)).toEqual(line(logs.hono));
    expect(line(logs.direct)).toMatchObject({ method: 'GET', status: Number(/^HTTP\/1.1 (\d+)/.exec(r.direct)?.[1]), ms: 'number' });
  });

  it('a HEAD with a count: headers only, as Hono answers it', async () => {
    const r = await both('/rest/v1/blog_posts?select=slug', { ...anon(), Prefer: 'count=exact', 'X-Request-Id': id() }, 'HEAD');
    expect(r.taken).toBe(1);
    expect(comparable(r.direct)).toBe(comparable(r.hono));
    expect(r.direct).toMatch(/content-range: 0-2\/3\r\n/);
    expect(r.direct.endsWith('\r\n\r\n')).toBe(true);
  });

  it('a new request id when the client sends none (or an unusable one)', async () => {
    for (const headers of [anon(), { ...anon(), 'X-Request-Id': 'spaces are not allowed' }]) {
      const r = await both('/rest/v1/blog_posts?select=slug&limit=1', headers);
      const ids = [r.direct, r.hono].map((raw) => /^x-request-id: (.*)\r$/m.exec(raw)?.[1]);
      expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(comparable(r.direct).replace(ids[0] as string, 'ID')).toBe(comparable(r.hono).replace(ids[1] as string, 'ID'));
    }
  });

  it.each([
    ['a write', 'POST', '/rest/v1/blog_posts'],
    ['a preflight', 'OPTIONS', '/rest/v1/blog_posts'],
    ['an auth read', 'GET', '/auth/v1/settings'],
    ['a percent-escape in the path', 'GET', '/rest/v1/blog%5Fposts?select=slug'],
    ['a dot segment', 'GET', '/rest/v1/x/../blog_posts?select=slug'],
    ['a fragment', 'GET', '/rest/v1/blog_posts?select=slug#frag'],
  ])('%s goes through Hono, answered as before', async (_name, method, target) => {
    const headers = { ...anon(), 'X-Request-Id': id(), Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'GET', 'Content-Type': 'application/json' };
    const r = await both(target, headers, method);
    expect(r.taken).toBe(0);
    expect(comparable(r.direct)).toBe(comparable(r.hono));
  });
});

describe.each(backends)('the server on %s', (backend) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(backend);
  });
  afterAll(() => t?.stop());

  it('answers API reads on the direct path and everything else through Hono', async () => {
    const before = t.server.directApiReads();
    const read = await fetch(`${t.url}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: t.anonKey } });
    expect(read.status).toBe(200);
    await read.arrayBuffer();
    expect(t.server.directApiReads()).toBe(before + 1);
    const write = await fetch(`${t.url}/rest/v1/blog_posts`, { method: 'POST', headers: { apikey: t.anonKey, 'Content-Type': 'application/json' }, body: '{}' });
    await write.arrayBuffer();
    const health = await fetch(`${t.url}/healthz`);
    await health.arrayBuffer();
    expect(t.server.directApiReads()).toBe(before + 1);
  });

  // The switch ADR 0026's bench figure is measured with; the answers' equality is the direct-path tests' above.
  it('sends API reads through Hono with API_DIRECT_READS=false', async () => {
    const off = await startTestServer(backend, { API_DIRECT_READS: 'false' });
    try {
      const read = await fetch(`${off.url}/rest/v1/blog_posts?select=slug&limit=1`, { headers: { apikey: off.anonKey } });
      expect(read.status).toBe(200);
      expect(Array.isArray(await read.json())).toBe(true);
      expect(off.server.directApiReads()).toBe(0);
    } finally {
      await off.stop();
    }
  });
});
