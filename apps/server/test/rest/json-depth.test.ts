// A JSON body nested far too deep is a client error on both APIs — PostgREST's PGRST102 on /rest/v1,
// GoTrue's bad_json on /auth/v1 — never a 500 (it used to crash JSON.stringify with a RangeError), and
// nothing is stored. The cap is 100 levels (apps/server/src/http/json-body.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { runScenarios, startFixtureServer, type FixtureServer, type Scenario } from './scenarios-support.ts';

/** `{"k": {"k": … 1 … }}` nested `depth` objects deep, as raw text. */
const deepObject = (key: string, depth: number) => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const post = (content: string) => `{"title":"Deep","slug":"deep-json","content":${content}}`;

const PGRST102 = (message: string) => ({ code: 'PGRST102', message, details: null, hint: null });
const TOO_DEEP = 'The JSON body is nested more than 100 levels deep';

const scenarios: Scenario[] = [
  // blog_posts takes bodies up to 2 MB, so the whole 100,000 levels reach the JSON reader.
  { name: 'an insert nested 100,000 deep is PGRST102', method: 'POST', url: '/blog_posts', as: 'service', body: post(deepObject('a', 100_000)), status: 400, json: PGRST102(TOO_DEEP) },
  { name: 'an array body nested 100,000 deep is PGRST102', method: 'POST', url: '/blog_posts', as: 'service', body: deepArray(100_000), status: 400, json: PGRST102(TOO_DEEP) },
  { name: 'an update nested 100,000 deep is PGRST102', method: 'PATCH', url: '/blog_posts?slug=eq.deep-json', as: 'service', body: `{"content":${deepArray(100_000)}}`, status: 400, json: PGRST102(TOO_DEEP) },
  // Other paths stop at 100 KB: 50,000 levels fit under it.
  { name: 'RPC arguments nested 50,000 deep are PGRST102', method: 'POST', url: '/rpc/t_add', body: `{"a":1,"b":${deepArray(50_000)}}`, status: 400, json: PGRST102(TOO_DEEP) },
  { name: 'malformed JSON keeps PostgREST’s message', method: 'POST', url: '/blog_posts', as: 'service', body: '{"title":', status: 400, json: PGRST102('Empty or invalid json') },
  {
    name: 'nothing was stored',
    url: '/blog_posts?select=slug&slug=eq.deep-json',
    as: 'service',
    status: 200,
    json: [],
  },
];

describe.each(backends)('JSON nesting cap on %s', (backend) => {
  let f: FixtureServer;
  beforeAll(async () => {
    f = await startFixtureServer(backend);
  });
  afterAll(async () => f?.t.stop());

  describe('/rest/v1', () => {
    runScenarios(() => f, scenarios);

    it('still accepts a body nested 100 deep (the cap itself)', async () => {
      const res = await fetch(`${f.t.url}/rest/v1/rpc/t_echo`, {
        method: 'POST',
        headers: { apikey: f.t.anonKey, Authorization: `Bearer ${f.t.anonKey}`, 'Content-Type': 'application/json' },
        body: `{"payload":${deepArray(99)}}`,
      });
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expect(JSON.parse(text)).toEqual({ payload: JSON.parse(deepArray(99)) as unknown, tags: null });
    });
  });

  describe('/auth/v1', () => {
    const auth = (path: string, body: string) =>
      fetch(`${f.t.url}/auth/v1${path}`, {
        method: 'POST',
        headers: { apikey: f.t.anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
        body,
      });
    const signup = (data: string) => `{"email":"deep@example.com","password":"correct-horse-battery","data":${data}}`;

    // /auth/v1 stops at 100 KB: 50,000 levels of arrays (2 bytes each) fit, 15,000 of objects (6 bytes).
    it.each([
      ['/signup', signup(deepArray(50_000))],
      ['/signup', signup(deepObject('a', 15_000))],
      ['/token?grant_type=password', `{"email":"deep@example.com","password":${deepArray(50_000)}}`],
      ['/otp', `{"email":"deep@example.com","data":${deepArray(50_000)}}`],
    ])('%s with a body nested thousands deep is bad_json', async (path, body) => {
      const res = await auth(path, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ code: 'bad_json', message: 'Could not parse request body as JSON' });
    });

    it('created no user', async () => {
      const { rows } = await f.t.db.query(`select 1 from auth.users where email = 'deep@example.com'`);
      expect(rows).toEqual([]);
    });

    // Last: the server answers before reading the whole body and closes that connection.
    it('a body nested 100,000 deep (over 100 KB) is refused by the size limit, not a 500', async () => {
      const res = await auth('/signup', signup(deepObject('a', 100_000)));
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'request_too_large' });
    });
  });
});
