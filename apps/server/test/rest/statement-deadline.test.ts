// Issue 9, "Catastrophic regex": one anonymous request with a backreference regex held PGlite for minutes,
// every other request waited, /healthz answered 503 and SIGTERM never finished. Proven here through the
// public API: the guard refuses the pattern, the server-side deadline ends a slow statement on PGlite with
// PostgREST's statement-timeout error (the worker is replaced, committed data kept, the next request works),
// /healthz answers meanwhile, and close() finishes with a statement still stuck. Nothing here is timed: the
// adapter's own test (src/db/pglite-deadline) fires its deadlines by hand, bench/pglite-deadline.ts times them.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const FIXTURE = readFileSync(new URL('./fixture.sql', import.meta.url), 'utf8');
// Small, so the tests are quick; generous enough for a loaded test machine, where a fresh worker's first
// statements after a reset are slow. (Anon requests get min(3 s, this) on PGlite.)
const DEADLINE_MS = 3000;
const ATTACK = '/blog_posts?select=slug&content=match.(.*)(.*)(.*)(.*)(.*)\\5\\4\\3\\2\\1z';
const TIMEOUT_BODY = { code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null };

type As = 'anon' | 'service';

async function call(t: TestServer, path: string, as: As = 'anon', body?: unknown): Promise<{ status: number; json: unknown }> {
  const key = as === 'service' ? t.serviceKey : t.anonKey;
  const res = await fetch(`${t.url}/rest/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** /healthz's status: 200 only when the database answered its ping within the route's own bound (900 ms). */
async function health(t: TestServer): Promise<number> {
  const res = await fetch(`${t.url}/healthz`);
  await res.text();
  return res.status;
}

/**
 * On PostgreSQL, until a call of t_slow runs (a bounded number of looks). PGlite shows no other session's
 * statement, so there the request is only sure to have been sent.
 */
async function sleeping(t: TestServer): Promise<void> {
  if (t.db.kind !== 'postgres') return;
  const running = async () =>
    (await t.db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where state = 'active' and query like '%t\\_slow%' and pid <> pg_backend_pid()`)).rows[0]?.n ?? 0;
  for (let i = 0; i < 1_000 && (await running()) === 0; i++);
  expect(await running()).toBeGreaterThan(0);
}

describe.each(backends)('statement deadline and dangerous filters on %s', (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await startTestServer(backend, { DB_STATEMENT_TIMEOUT_MS: String(DEADLINE_MS) });
    // Set-up without the deadline: on a loaded machine creating the fixture can take longer than it.
    await t.db.transaction(
      async (tx) => {
        await tx.exec(FIXTURE);
        await tx.exec(`create function public.t_write_then_sleep(txt text, seconds double precision) returns integer
      language sql volatile as $$
        insert into public.t_reviews (book_id, stars, body) values (1, 1, txt);
        select 1 from pg_sleep(seconds) $$`);
        // Enough text for the backreference regex to run for minutes.
        await tx.query(
          `insert into public.blog_posts (title, slug, excerpt, content, status, publish_date)
       values ('Long', 'long', 'x', $1, 'published', now() - interval '1 day')`,
          [`${'a'.repeat(400)}z`],
        );
      },
      { maintenance: true },
    );
    // Warm the schema cache and the worker: a cold start must not meet the deadline below.
    await call(t, '/blog_posts?select=slug&slug=eq.long');
  }, 120_000);
  afterAll(async () => t?.stop());

  it('refuses the catastrophic regex for anon with a 400 and serves the next request', async () => {
    const res = await call(t, ATTACK);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST150', message: "The match pattern on 'content' is not allowed: it uses a backreference (\\1 to \\9)" });
    const next = await call(t, '/blog_posts?select=slug&slug=eq.long');
    expect(next.status).toBe(200);
    expect(next.json).toEqual([{ slug: 'long' }]);
  });

  it('answers /healthz while a slow statement runs', async () => {
    // Past anon's deadline (3 s on both databases), so only the deadline ends it.
    const slow = call(t, '/rpc/t_slow', 'anon', { seconds: 30 });
    await sleeping(t);
    expect(await health(t)).toBe(200);
    expect((await slow).json).toEqual(TIMEOUT_BODY);
  }, 30_000);

  if (backend === 'pglite') {
    it('ends a statement past the deadline with PostgREST’s 57014 error; queued and next requests work', async () => {
      const slow = call(t, '/rpc/t_slow', 'anon', { seconds: 30 });
      const queued = call(t, '/t_books?select=id&order=id&limit=1');
      const res = await slow;
      // Ended by the deadline: the 30 s sleep could not have finished within this test's 30 s.
      expect({ status: res.status, body: res.json }).toEqual({ status: 500, body: TIMEOUT_BODY });
      expect((await queued).status).toBe(200);
      expect((await call(t, '/t_books?select=id&order=id&limit=1')).json).toEqual([{ id: 1 }]);
    }, 30_000);

    it('bounds the regex itself for the service role, which the guard lets through', async () => {
      const res = await call(t, ATTACK, 'service');
      expect({ status: res.status, body: res.json }).toEqual({ status: 500, body: TIMEOUT_BODY });
      expect((await call(t, '/blog_posts?select=slug&slug=eq.long')).json).toEqual([{ slug: 'long' }]);
      expect(await health(t)).toBe(200);
    }, 30_000);

    it('keeps committed data across a worker reset and loses only the stuck transaction', async () => {
      expect((await call(t, '/rpc/t_write', 'service', { txt: 'committed' })).status).toBe(200);
      const stuck = await call(t, '/rpc/t_write_then_sleep', 'service', { txt: 'lost', seconds: 30 });
      expect(stuck.status).toBe(500);
      const rows = await call(t, '/t_reviews?select=body&body=in.(committed,lost)', 'service');
      expect(rows.json).toEqual([{ body: 'committed' }]);
    }, 30_000);
  }
});

describe.each(backends)('shutdown with a stuck statement on %s', (backend) => {
  it('close() finishes within its bound', async () => {
    // A long deadline: the statement is still running when close() is called.
    const t = await startTestServer(backend, { DB_STATEMENT_TIMEOUT_MS: '120000' });
    try {
      await t.db.exec(FIXTURE);
      const stuck = call(t, '/rpc/t_slow', 'service', { seconds: 60 }).catch(() => 'connection closed');
      await sleeping(t);
      // Returns although the statement would run for another minute (this test gives up after one).
      await t.server.close(300);
      expect(await stuck).toBe('connection closed');
    } finally {
      await t.stop();
    }
  }, 60_000);
});
