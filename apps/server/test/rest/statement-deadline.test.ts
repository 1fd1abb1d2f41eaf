// Issue 9, "Catastrophic regex": one anonymous request with a backreference regex held PGlite for minutes,
// every other request waited, /healthz answered 503 and SIGTERM never finished. Proven here through the
// public API: the guard refuses the pattern, the server-side deadline ends a slow statement on PGlite with
// PostgREST's statement-timeout error (the worker is replaced, committed data kept, the next request works),
// /healthz answers within a second meanwhile, and close() finishes with a statement still stuck.
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

async function call(t: TestServer, path: string, as: As = 'anon', body?: unknown): Promise<{ status: number; json: unknown; ms: number }> {
  const key = as === 'service' ? t.serviceKey : t.anonKey;
  const started = Date.now();
  const res = await fetch(`${t.url}/rest/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null, ms: Date.now() - started };
}

async function health(t: TestServer): Promise<{ status: number; ms: number }> {
  const started = Date.now();
  const res = await fetch(`${t.url}/healthz`);
  await res.text();
  return { status: res.status, ms: Date.now() - started };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    // Warm the schema cache and the worker, so the timings below measure the guard, not a cold start.
    await call(t, '/blog_posts?select=slug&slug=eq.long');
  }, 120_000);
  afterAll(async () => t?.stop());

  it('refuses the catastrophic regex for anon with a 400 and serves the next request', async () => {
    const res = await call(t, ATTACK);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST150', message: "The match pattern on 'content' is not allowed: it uses a backreference (\\1 to \\9)" });
    expect(res.ms).toBeLessThan(1000);
    const next = await call(t, '/blog_posts?select=slug&slug=eq.long');
    expect(next.status).toBe(200);
    expect(next.json).toEqual([{ slug: 'long' }]);
  });

  it('answers /healthz within a second while a slow statement runs', async () => {
    const slow = call(t, '/rpc/t_slow', 'anon', { seconds: 1.2 });
    await pause(300);
    const h = await health(t);
    expect(h.status).toBe(200);
    expect(h.ms).toBeLessThan(1000);
    // Within both deadlines, so it completes (the expiry itself is the next test's subject).
    expect((await slow).status).toBe(200);
  }, 30_000);

  if (backend === 'pglite') {
    it('ends a statement past the deadline with PostgREST’s 57014 error; queued and next requests work', async () => {
      const slow = call(t, '/rpc/t_slow', 'anon', { seconds: 30 });
      await pause(200);
      const queued = call(t, '/t_books?select=id&order=id&limit=1');
      const res = await slow;
      expect({ status: res.status, body: res.json }).toEqual({ status: 500, body: TIMEOUT_BODY });
      // Cut long before the 30 s sleep ends; the margin covers reopening the worker on a loaded machine.
      expect(res.ms).toBeLessThan(DEADLINE_MS + 20_000);
      expect((await queued).status).toBe(200);
      expect((await call(t, '/t_books?select=id&order=id&limit=1')).json).toEqual([{ id: 1 }]);
    }, 30_000);

    it('bounds the regex itself for the service role, which the guard lets through', async () => {
      const res = await call(t, ATTACK, 'service');
      expect({ status: res.status, body: res.json }).toEqual({ status: 500, body: TIMEOUT_BODY });
      expect((await call(t, '/blog_posts?select=slug&slug=eq.long')).json).toEqual([{ slug: 'long' }]);
      expect((await health(t)).status).toBe(200);
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
      await pause(500);
      const started = Date.now();
      await t.server.close(300);
      expect(Date.now() - started).toBeLessThan(4000);
      expect(await stuck).toBe('connection closed');
    } finally {
      await t.stop();
    }
  }, 60_000);
});
