// A PostgreSQL outage never ends the server process, and the server says so honestly while it lasts: /healthz,
// the data API (PostgREST's PGRST000/PGRST001 or the server's 57P0x), the auth API (GoTrue's error shape) and
// the public pages answer 503 with Retry-After — never a 500, an empty 200 page or a 404 in place of a redirect —
// and everything answers again once the database is back, without a restart. The test runs on a PostgreSQL
// cluster of its own (scripts/pg-cluster.sh), which it stops with `pg_ctl stop -m immediate` while requests are
// running and starts again; the shared test cluster is never touched. PostgreSQL only (with TEST_DATABASE_URL set:
// the PostgreSQL binaries are there); the 503 page itself is checked on its own on every run.
import { execFileSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openPostgres } from '../../src/db/postgres.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { REPO_ROOT } from '../../src/paths.ts';
import { sendUnavailablePage } from '../../src/web/unavailable-page.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import { describeOnPostgres } from '../support/postgres-only.ts';
import { spawnServerProcess, type ServerProcess } from '../support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';
import { writeWebRoutes } from '../support/web-routes.ts';

const POST = 'why-businesses-add-bitcoin-to-the-balance-sheet';
const REDIRECTED = '/blog/bitcoin-treasury-guide'; // the demo seed's active 301 to POST
/** The longest any poll below may run: far past what each step takes, so only a real fault fails it. */
const POLL_LIMIT_MS = 60_000;

const INDEX =
  '<!doctype html><html><head><title data-ssr>Default</title></head><body><div id="root"></div></body></html>';
// A stand-in server entry: /blog/{slug} reads the post's title through the data API, as the real one does.
const ENTRY = `
let setupArgs;
export function setup(options) { setupArgs = options; }
export async function render(path) {
  const post = /^\\/blog\\/([^/]+)$/.exec(path);
  if (!post) return { status: 200, html: '<h1>page ' + path + '</h1>', state: { queries: {} } };
  const res = await setupArgs.fetch(setupArgs.apiUrl + '/rest/v1/blog_posts?select=title&slug=eq.' + post[1], {
    headers: { apikey: setupArgs.anonKey, authorization: 'Bearer ' + setupArgs.anonKey },
  });
  const rows = res.ok ? await res.json() : [];
  if (rows.length === 0) return { status: 404, html: '<h1>Not found</h1>', state: { queries: {} } };
  return { status: 200, html: '<article><h1>' + rows[0].title + '</h1></article>', state: { queries: {} } };
}
`;

describe('the "temporarily unavailable" page', () => {
  it('is a 503 with Retry-After, not stored, with the site name and a way to try again', async () => {
    const app = new Hono().get('*', (c) => sendUnavailablePage(c, 'Adv & Co'));
    const res = await app.request('/blog/x');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Temporarily unavailable – Adv &#38; Co</title>');
    expect(html).toContain('<h1>Temporarily unavailable</h1>');
    expect(html).toContain('<a href="">Try again</a>');
    expect(html).not.toMatch(/<script/);
    expect(await (await app.request('/x', { method: 'HEAD' })).text()).toBe('');
  });
});

/** The PostgreSQL binaries, as scripts/pg-cluster.sh finds them. */
function pgBin(): string {
  try {
    return join(execFileSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).trim(), '..');
  } catch {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
    return `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  }
}

/** Runs pg_ctl on the cluster as the script does (as the postgres user when we are root). */
function pgCtl(args: string[]): void {
  const cmd = join(pgBin(), 'pg_ctl');
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' });
  else execFileSync(cmd, args, { stdio: 'ignore' });
}

/** Asks `probe` until `done` says yes; every answer seen must pass `allowed`. Bounded, no fixed sleeps. */
async function pollUntil<T>(
  what: string,
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  allowed: (value: T) => boolean = () => true,
): Promise<T> {
  const started = performance.now();
  for (;;) {
    const value = await probe();
    if (!allowed(value)) throw new Error(`${what}: unexpected answer ${JSON.stringify(value)}`);
    if (done(value)) return value;
    if (performance.now() - started > POLL_LIMIT_MS)
      throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describeOnPostgres('a %s outage under requests', () => {
  let cluster: { url: string; dir: string; port: string };
  let dist: string;
  let server: ServerProcess;
  let child: ChildProcess | undefined;
  let anon: SupabaseClient;
  let anonKey: string;
  let serviceKey: string;
  const admin = uniqueEmail('outage-admin');

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      location: res.headers.get('location'),
      type: res.headers.get('content-type') ?? '',
      body: await res.text(),
    };
  };
  const restRead = async (retry = false) => {
    const { data, error, status } = await anon
      .from('blog_posts')
      .select('title')
      .eq('slug', POST)
      .retry(retry);
    return { status, code: error?.code ?? null, rows: data?.length ?? 0 };
  };
  const signIn = async () => {
    const { error } = await createClient(server.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    }).auth.signInWithPassword({ email: admin, password: GOOD_PASSWORD });
    return { status: error ? (error.status ?? 0) : 200, name: error?.name ?? null };
  };
  const alive = () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server process ended:\n${server.output()}`);
  };

  beforeAll(async () => {
    const out = execFileSync('bash', [join(REPO_ROOT, 'scripts', 'pg-cluster.sh'), 'start'], {
      encoding: 'utf8',
    });
    const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
    const dir = /PG_CLUSTER_DIR=(\S+)/.exec(out)?.[1];
    if (!url || !dir) throw new Error(`pg-cluster.sh start said: ${out}`);
    cluster = { url, dir, port: new URL(url).port };
    dist = mkdtempSync(join(tmpdir(), 'outage-dist-'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(dist, '.ssr'), { recursive: true });
    writeFileSync(join(dist, '.ssr', 'entry-server.js'), ENTRY);
    writeWebRoutes(dist);
    const spawned = spawnServerProcess({
      DATABASE_URL: cluster.url,
      SEED_DEMO: 'true',
      ADMIN_EMAIL: admin,
      ADMIN_PASSWORD: GOOD_PASSWORD,
      WEB_DIST_DIR: dist,
      SITE_NAME: 'Outage Advisory',
    });
    child = spawned.child;
    server = await spawned.ready;
    ({ anonKey, serviceKey } = await deriveKeys(TEST_JWT_SECRET));
    anon = createClient(server.url, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    if (cluster) execFileSync('bash', [join(REPO_ROOT, 'scripts', 'pg-cluster.sh'), 'stop', cluster.dir]);
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('survives a pooled connection the server ends between two statements of a transaction (57P01)', async () => {
    // The connection is checked out and has no statement running: node-postgres emits the server's FATAL as an
    // 'error' on the client itself, which would end the process unless the adapter listens for it.
    const db = await openPostgres({ connectionString: cluster.url });
    const killer = new pg.Client({ connectionString: cluster.url });
    await killer.connect();
    try {
      const failure = await db
        .transaction(async (tx) => {
          const { rows } = await tx.query<{ pid: number }>('select pg_backend_pid() as pid');
          const pid = rows[0]?.pid;
          await killer.query('select pg_terminate_backend($1)', [pid]);
          await pollUntil(
            'backend gone',
            async () =>
              (await killer.query('select count(*)::int as n from pg_stat_activity where pid = $1', [pid]))
                .rows[0].n,
            (n) => n === 0,
          );
          await tx.query('select 1');
          return null;
        })
        .catch((err: unknown) => err);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The pool replaced the broken connection.
      expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await killer.end();
      await db.close();
    }
  });

  it('answers 503 while PostgreSQL is down, stays up, and serves again once it is back', async () => {
    // Serving: the data API, sign-in and the redirect (the post page is left uncached for the outage).
    expect((await get('/healthz')).status).toBe(200);
    expect(await restRead()).toEqual({ status: 200, code: null, rows: 1 });
    expect((await signIn()).status).toBe(200);
    expect((await get(REDIRECTED)).status).toBe(301);

    // Traffic while the database goes away: reads that hold pooled connections when it stops, and writes in
    // flight (each a new redirect through the data API, remembered when it was acknowledged).
    let stopTraffic = false;
    const seen = new Set<number>();
    const writeStatuses = new Set<number>();
    const acknowledged: string[] = [];
    let writes = 0;
    const write = async () => {
      const source = `/outage-write-${(writes += 1)}`;
      const res = await fetch(`${server.url}/rest/v1/redirects`, {
        method: 'POST',
        headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source_path: source, destination_url: '/blog' }),
      });
      await res.arrayBuffer();
      writeStatuses.add(res.status);
      if (res.status === 201) acknowledged.push(source);
    };
    const traffic = (async () => {
      while (!stopTraffic) {
        const answers = await Promise.all([restRead(), restRead(), get('/healthz'), write().then(() => null)]);
        for (const a of answers) if (a) seen.add(a.status);
      }
    })();
    await pollUntil(
      'traffic under way',
      async () => seen.size,
      (n) => n > 0,
    );
    pgCtl(['-D', join(cluster.dir, 'data'), '-m', 'immediate', 'stop']);

    const health = await pollUntil(
      'healthz',
      () => get('/healthz'),
      (r) => r.status === 503,
      (r) => [200, 503].includes(r.status),
    );
    alive();
    expect(health.retryAfter).toBe('2');
    expect(JSON.parse(health.body)).toMatchObject({ status: 'unavailable' });

    // The data API through supabase-js: PostgREST's connection errors, 503.
    const rest = await pollUntil(
      'REST read',
      () => restRead(),
      (r) => r.status === 503,
      (r) => [200, 503].includes(r.status),
    );
    expect(['PGRST000', 'PGRST001', '57P01', '57P03']).toContain(rest.code);
    const raw = await fetch(`${server.url}/rest/v1/blog_posts?select=title`, {
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}` },
    });
    expect(raw.status).toBe(503);
    expect(raw.headers.get('retry-after')).toBe('2');
    expect(Object.keys((await raw.json()) as object).sort()).toEqual(['code', 'details', 'hint', 'message']);

    // The auth API: 503, which auth-js reports as a retryable failure.
    expect(await signIn()).toEqual({ status: 503, name: 'AuthRetryableFetchError' });
    const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin, password: GOOD_PASSWORD }),
    });
    expect(token.status).toBe(503);
    expect(await token.json()).toMatchObject({ code: 503, error_code: 'unexpected_failure' });

    // A public page: the short 503 page, never the page without its data.
    const page = await pollUntil(
      'post page',
      () => get(`/blog/${POST}`),
      (r) => r.status === 503,
      (r) => r.status === 503,
    );
    expect(page.type).toMatch(/^text\/html/);
    expect(page.retryAfter).toBe('2');
    expect(page.body).toContain('Temporarily unavailable');
    expect(page.body).toContain('Outage Advisory');
    // A feed (read straight from the database): 503 too, not a 500.
    await pollUntil(
      'sitemap',
      () => get('/sitemap.xml'),
      (r) => r.status === 503,
      (r) => [200, 503].includes(r.status),
    );
    // Storage through supabase-js: Supabase Storage's error shape, 503.
    const { error: listError } = await anon.storage.from('media').list();
    expect(listError).toMatchObject({ status: 503 });
    // A redirected address: a 301 from the copy at most until the copy is due, then 503 — never a 404.
    await pollUntil(
      'redirect',
      () => get(REDIRECTED),
      (r) => r.status === 503,
      (r) => [301, 503].includes(r.status),
    );
    stopTraffic = true;
    await traffic;
    // The reads in flight when it stopped, and every one after: 200 or 503, never a 500; the writes 201 or 503.
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect([...writeStatuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(writeStatuses.has(503)).toBe(true);
    alive();

    // Back: the same process serves again, with nothing restarted but the database.
    pgCtl([
      '-D',
      join(cluster.dir, 'data'),
      '-l',
      join(cluster.dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${cluster.port} -k ${cluster.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
    const back = performance.now();
    await pollUntil(
      'healthz back',
      () => get('/healthz'),
      (r) => r.status === 200,
      (r) => [200, 503].includes(r.status),
    );
    const healthMs = performance.now() - back;
    await pollUntil(
      'REST back',
      () => restRead(),
      (r) => r.status === 200,
      (r) => [200, 503].includes(r.status),
    );
    const restMs = performance.now() - back;
    const post = await pollUntil(
      'page back',
      () => get(`/blog/${POST}`),
      (r) => r.status === 200,
      (r) => [200, 503].includes(r.status),
    );
    expect(post.body).toContain('<article><h1>Why Businesses Are Adding Bitcoin');
    const redirect = await pollUntil(
      'redirect back',
      () => get(REDIRECTED),
      (r) => r.status === 301,
      (r) => [301, 503].includes(r.status),
    );
    expect(redirect.location).toBe(`/blog/${POST}`);
    expect((await signIn()).status).toBe(200);
    const allMs = performance.now() - back;
    // The schema cache's LISTEN connection came back by itself too (and reloaded the cache: NOTIFYs sent while
    // it was away were never heard).
    await pollUntil(
      'schema listener back',
      async () => server.output().includes('rest: schema listener reconnected'),
      (yes) => yes,
    );
    alive();
    // The measurement the README reports (database ready → first 200s).
    console.info(
      `outage recovery after PostgreSQL was ready: healthz ${Math.round(healthMs)} ms, REST ${Math.round(restMs)} ms, ` +
        `page, redirect and sign-in ${Math.round(allMs)} ms`,
    );
    expect(existsSync(join(cluster.dir, 'data'))).toBe(true);
    // No acknowledged write was lost, and a write is acknowledged again.
    const check = new pg.Client({ connectionString: cluster.url });
    await check.connect();
    try {
      const { rows } = await check.query<{ source_path: string }>(
        `select source_path from public.redirects where source_path like '/outage-write-%'`,
      );
      const stored = new Set(rows.map((r) => r.source_path));
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(acknowledged.filter((p) => !stored.has(p))).toEqual([]);
    } finally {
      await check.end();
    }
    const before = acknowledged.length;
    await write();
    expect(acknowledged.length).toBe(before + 1);
  });
});
