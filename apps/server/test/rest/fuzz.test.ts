// Robustness of /rest/v1 under random and hostile input (issue 4 "Tests: Robustness"): thousands of seeded
// random requests as anon and as a signed-in contributor. Every answer is a 2xx valid result or an error
// JSON with code and message; never a 5xx, a hang, a stack trace or a sign that input was spliced into SQL;
// and the data the caller may not write is byte-for-byte unchanged afterwards.
// Reproduce a run with FUZZ_SEED=<n>; scale with FUZZ_REQUESTS=<n> (per backend, split between the roles).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { makeGenerator, type FuzzRequest } from './fuzz-cases.ts';
import { insertCourse, insertPost, signedInUser, type SignedInUser } from './supabase-js-support.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2000);
const CONCURRENCY = 8;
const TIMEOUT_MS = 15_000;

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(base: string, req: FuzzRequest): Promise<Reply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const r = http.request(
      { host: url.hostname, port: url.port, method: req.method, path: `/rest/v1${req.target}`, headers: req.headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    r.setTimeout(TIMEOUT_MS, () => r.destroy(new Error(`no response within ${TIMEOUT_MS} ms`)));
    r.on('error', reject);
    r.end(req.body);
  });
}

/** What is wrong with a reply, or null. */
function problemWith(req: FuzzRequest, res: Reply): string | null {
  if (res.status >= 500) return `server error ${res.status}`;
  if (res.status < 200) return `unexpected status ${res.status}`;
  if (/\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/.test(res.body)) return 'stack trace in body';
  let json: unknown;
  let parsed = false;
  try {
    json = JSON.parse(res.body);
    parsed = true;
  } catch {
    /* judged below */
  }
  if (parsed && json && typeof json === 'object' && !Array.isArray(json)) {
    const { code, message } = json as { code?: unknown; message?: unknown };
    // A syntax error can only come from text that reached the SQL parser: user input spliced into a statement.
    if (code === '42601' || /syntax error at or near|unterminated (quoted|dollar)/i.test(String(message))) {
      return `SQL syntax error surfaced: ${String(message)}`;
    }
  }
  if (req.method === 'HEAD') return null; // no body to judge
  if (res.status >= 300) {
    if (!parsed || !json || typeof json !== 'object' || Array.isArray(json)) return 'error without a JSON object body';
    const { code, message } = json as { code?: unknown; message?: unknown };
    if (typeof code !== 'string' || typeof message !== 'string') return 'error JSON without string code and message';
    return null;
  }
  if (res.body === '' || /text\/csv/.test(String(res.headers['content-type']))) return null;
  return parsed ? null : '2xx body that is not JSON';
}

interface Failure {
  req: FuzzRequest;
  problem: string;
  status?: number;
  body?: string;
}

/** Replies by status class, to show (and assert) that the fuzz reaches past the parsers into the database. */
type Tally = Record<string, number>;

async function fuzz(base: string, count: number, seed: number, auth: Record<string, string>, tally: Tally = {}): Promise<Failure[]> {
  const next = makeGenerator(seed);
  const failures: Failure[] = [];
  let issued = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < count) {
        issued += 1;
        const req = next();
        // Mostly a well-formed key, sometimes none or a broken one.
        const roll = (issued * 2654435761) % 100;
        req.headers = { ...(roll < 97 ? auth : roll < 98 ? {} : { apikey: 'x', Authorization: 'Bearer a.b.c' }), ...req.headers };
        try {
          const res = await send(base, req);
          const cls = res.status < 300 ? '2xx' : String(res.status);
          tally[cls] = (tally[cls] ?? 0) + 1;
          const problem = problemWith(req, res);
          if (problem) failures.push({ req, problem, status: res.status, body: res.body.slice(0, 300) });
        } catch (err) {
          failures.push({ req, problem: (err as Error).message });
        }
      }
    }),
  );
  return failures;
}

/** A digest of every row (as the owner), so any change by the fuzzed requests shows. */
async function fingerprint(t: TestServer, tables: string[], exceptUser?: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [name, where] = table.split(' where ');
    const filter = where ? `where ${where}` : '';
    const { rows } = await t.db.query<{ d: string }>(
      `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) || ':' || count(*) as d from public.${name} x ${filter}`,
      where?.includes('$1') ? [exceptUser] : [],
    );
    out[table] = rows[0]?.d ?? '';
  }
  return out;
}

function report(failures: Failure[], seed: number): string {
  return failures
    .slice(0, 10)
    .map((f) => `[seed ${seed}] ${f.problem} (status ${f.status}) ← ${f.req.method} ${f.req.target.slice(0, 300)} ${JSON.stringify(f.req.headers)} body=${(f.req.body ?? '').slice(0, 200)} → ${f.body ?? ''}`)
    .join('\n');
}

// Tables the anon key can never write (the visitor functions may legitimately add contact requests,
// not-found rows and rate-limit counters).
const ANON_FROZEN = [
  'blog_posts', 'profiles', 'redirects', 'education_categories', 'education_modules', 'module_slides',
  'quiz_questions', 'user_progress', 'quiz_attempts', 'certificates',
];
// What a contributor can never write: staff content, published posts and everyone else's profile.
const USER_FROZEN = [
  'redirects', 'education_categories', 'education_modules', 'module_slides', 'quiz_questions', 'certificates',
  `blog_posts where status = 'published'`, 'profiles where user_id <> $1',
];

describe.each(backends)('/rest/v1 fuzz on %s', (backend) => {
  let t: TestServer;
  let user: SignedInUser;
  let userToken: string;

  beforeAll(async () => {
    t = await startTestServer(backend);
    const staff = await signedInUser(t, 'editor', { fullName: 'Staff Writer' });
    user = await signedInUser(t, 'contributor', { fullName: 'Fuzz User' });
    userToken = (await user.client.auth.getSession()).data.session?.access_token ?? '';
    for (let i = 0; i < 5; i += 1) await insertPost(t, { slug: `post-${i}`, status: 'published', authorId: staff.id });
    await insertPost(t, { slug: 'user-draft', status: 'draft', authorId: user.id });
    const course = await insertCourse(t, 'Course');
    await t.db.query(`insert into public.redirects (source_path, destination_url) values ('/a', '/b')`);
    await t.db.query(`insert into public.user_progress (user_id, module_id) values ($1, $2)`, [user.id, course.plainModuleId]);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('anon: every reply is a valid result or an error JSON, and nothing anon may not write changed', async () => {
    const before = await fingerprint(t, ANON_FROZEN);
    const tally: Tally = {};
    const failures = await fuzz(t.url, Math.ceil(REQUESTS / 2), SEED, { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` }, tally);
    expect(failures.length, report(failures, SEED)).toBe(0);
    // A fuzz that only ever meets the parser proves little: some requests must be answered with data.
    expect(tally['2xx'] ?? 0, JSON.stringify(tally)).toBeGreaterThan(REQUESTS / 40);
    expect(await fingerprint(t, ANON_FROZEN)).toEqual(before);
  }, 120_000);

  it('signed-in contributor: same rules; staff content, published posts and other profiles unchanged', async () => {
    const before = await fingerprint(t, USER_FROZEN, user.id);
    const tally: Tally = {};
    const failures = await fuzz(t.url, Math.floor(REQUESTS / 2), SEED + 1, { apikey: t.anonKey, Authorization: `Bearer ${userToken}` }, tally);
    expect(failures.length, report(failures, SEED + 1)).toBe(0);
    expect(tally['2xx'] ?? 0, JSON.stringify(tally)).toBeGreaterThan(REQUESTS / 40);
    expect(await fingerprint(t, USER_FROZEN, user.id)).toEqual(before);
  }, 120_000);

  it('hand-picked hostile requests: deep nesting, SQL in every slot, oversized body, broken escapes, bad tokens', async () => {
    const anonAuth = { apikey: t.anonKey, Authorization: `Bearer ${t.anonKey}` };
    const cases: Array<FuzzRequest & { expect?: number }> = [
      // Nesting far past any sane depth, but inside the URL limit → 400; past the URL limit → 414.
      { method: 'GET', target: `/blog_posts?select=${'profiles('.repeat(300)}full_name${')'.repeat(300)}`, headers: {}, expect: 400 },
      { method: 'GET', target: `/blog_posts?select=${'profiles('.repeat(1000)}full_name${')'.repeat(1000)}`, headers: {}, expect: 414 },
      { method: 'GET', target: '/blog_posts?select=pg_sleep(20)', headers: {} },
      { method: 'GET', target: `/blog_posts?id=eq.1);select%20pg_sleep(20);--`, headers: {} },
      { method: 'GET', target: `/blog_posts?order=id;select%20pg_sleep(20)`, headers: {} },
      { method: 'GET', target: `/blog_posts?select=id::text);select%20pg_sleep(20);--`, headers: {} },
      { method: 'GET', target: `/blog_posts%3Bselect%20pg_sleep(20)?select=id`, headers: {} },
      { method: 'GET', target: '/blog_posts?slug=eq.%ff%fe', headers: {} },
      { method: 'GET', target: '/blog_posts?slug=eq.%00', headers: {} },
      { method: 'GET', target: '/blog_posts?%zz=eq.1', headers: {} },
      { method: 'GET', target: '/blog_posts?limit=all', headers: {} },
      { method: 'POST', target: '/rpc/log_not_found', headers: { 'Content-Type': 'application/json' }, body: '{"path":"/\u0000x"}' },
      { method: 'POST', target: '/rpc/submit_contact_request', headers: { 'Content-Type': 'application/json' }, body: `{"first_name":"${'a'.repeat(150_000)}"}`, expect: 413 },
      { method: 'POST', target: '/rpc/verify_certificate', headers: { 'Content-Type': 'application/json' }, body: '{"code":"\'; select pg_sleep(20); --"}', expect: 200 },
      { method: 'GET', target: '/blog_posts', headers: { apikey: t.anonKey, Authorization: 'Bearer not.a.jwt' }, expect: 401 },
      { method: 'GET', target: '/blog_posts', headers: { Authorization: `Bearer ${t.anonKey}` }, expect: 401 },
    ];
    for (const c of cases) {
      // Cases that bring their own Authorization are sent with exactly their headers (e.g. no apikey).
      const req = { ...c, headers: c.headers.Authorization ? c.headers : { ...anonAuth, ...c.headers } };
      const res = await send(t.url, req);
      expect(problemWith(req, res), `${c.method} ${c.target.slice(0, 120)} → ${res.status} ${res.body.slice(0, 200)}`).toBeNull();
      if (c.expect) expect(res.status, `${c.method} ${c.target.slice(0, 120)} → ${res.body.slice(0, 200)}`).toBe(c.expect);
    }
    // None of the pg_sleep(20) payloads ran: one that had would have met anon's 3 s deadline and answered
    // 500 (57014), which problemWith refuses above.
    // Still serving normally afterwards.
    const ok = await send(t.url, { method: 'GET', target: '/blog_posts?select=slug&status=eq.published', headers: anonAuth });
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.body)).toHaveLength(5);
  });
});
