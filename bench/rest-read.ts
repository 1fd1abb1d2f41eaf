// Read throughput of /rest/v1 (issue 4 "Bench"): the public blog list (20 published posts with the embedded
// author) and one post by slug, against a baseline measured in the same run — a bare node:http handler that
// runs the equivalent single SQL statement as anon (role and claims set first) on the same database object and
// returns its JSON. Two baselines (BENCH_BASELINE):
//   default   BEGIN, the setup, the statement, COMMIT (withRequest) — what a hand-written endpoint would do;
//   one-trip  the setup and the statement in one round trip (readInRequest), as our reads run — so the ratio shows
//             the HTTP and framework cost alone (issue 14's "Cost per request" target is set against this one).
// Both sides get the same requests, API key and all (the baseline ignores the headers, as it ignores the key).
// Load comes from autocannon in a child process. The post-by-slug profile reports the CPU per request of this
// process (user and kernel), of a local PostgreSQL server's processes, and ours per area.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a cluster.
// Targets: ratio ours/baseline ≥ 0.8 on both (issue 14); PGlite p99 ≤ 20 ms at concurrency 10; PostgreSQL p99 ≤ 30 ms
// at concurrency 50. Run: node --import tsx bench/rest-read.ts (or npm run bench -- rest-read).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { readInRequest, withRequest } from '../apps/server/src/db/request-context.ts';
import type { Database } from '../apps/server/src/db/types.ts';
import { startServer, type RunningServer } from '../apps/server/src/server.ts';
import { combine, fmt, load, type Figures } from './support/load.ts';
import { formatAreas, formatSummary, profiled, summarise } from './support/profile.ts';
import { processCpuUs } from './support/process-cpu.ts';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

// Each figure is ROUNDS alternating runs of DURATION_S seconds (baseline, ours, ours, baseline, …), so a
// change in machine load during the run hits both sides alike.
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATIO_TARGET = 0.8;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
// BENCH_DATABASES=postgres (or pglite) runs one side only, e.g. while profiling a change.
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
// The baseline runs its statement as a hand-written endpoint would: BEGIN, the role and claims, the statement,
// COMMIT (withRequest). Our reads send the setup and the statement in one round trip (Database.readPair);
// BENCH_BASELINE=one-trip gives the baseline that too, so the ratio shows the HTTP and framework cost alone.
const ONE_TRIP_BASELINE = process.env.BENCH_BASELINE === 'one-trip';
// BENCH_READS=slug measures post-by-slug alone (and its profile), e.g. while working on the per-request cost.
const SLUG_ONLY = process.env.BENCH_READS === 'slug';
// BENCH_PROFILE_DIR=<dir> also keeps the post-by-slug CPU profiles there (open them in Chrome's DevTools).
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;

// SPEC §7: published posts, newest first, with the author's full_name and username (aliased, FK-hinted).
const SELECT = '*,author:profiles!blog_posts_author_id_fkey(full_name,username)';
const LIST_PATH = `/rest/v1/blog_posts?select=${encodeURIComponent(SELECT)}&status=eq.published&order=publish_date.desc&limit=20`;
const SLUG = 'bench-post-07';
const SLUG_PATH = `/rest/v1/blog_posts?select=${encodeURIComponent(SELECT)}&slug=eq.${SLUG}&status=eq.published`;

// The same reads as one statement each, JSON built by the database (what a hand-written endpoint would do).
const ROW = `select p.*, (select json_build_object('full_name', a.full_name, 'username', a.username)
                          from public.profiles a where a.user_id = p.author_id) as author
             from public.blog_posts p`;
const LIST_SQL = `select coalesce(json_agg(t), '[]')::text as body from (
  ${ROW} where p.status = 'published' order by p.publish_date desc limit 20) t`;
const SLUG_SQL = `select row_to_json(t)::text as body from (${ROW} where p.slug = $1 and p.status = 'published') t`;

/** The baseline: node:http, one statement per request as anon, the database's JSON text as the body. */
async function startBaseline(db: Database): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const slug = u.searchParams.get('slug')?.replace(/^eq\./, '');
    const ctx = { role: 'anon' as const, claims: { role: 'anon' }, method: 'GET', path: '/blog_posts' };
    const statement = slug ? { text: SLUG_SQL, values: [slug] } : { text: LIST_SQL, values: [] };
    (ONE_TRIP_BASELINE
      ? readInRequest<{ body: string }>(db, ctx, statement)
      : withRequest(db, ctx, (tx) => tx.query<{ body: string }>(statement.text, statement.values))
    ).then(
      ({ rows }) => {
        const body = rows[0]?.body;
        res.writeHead(body ? 200 : 406, { 'Content-Type': 'application/json; charset=utf-8' });
        res.end(body ?? '{"code":"PGRST116"}');
      },
      (err: Error) => {
        res.writeHead(500).end(err.message);
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** 20 published posts by one author (plus the demo seed's), so the list is a full page with embeds. */
async function addPosts(db: Database): Promise<void> {
  const author = randomUUID();
  await db.query(
    `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at)
     values ($1, 'authenticated', 'authenticated', 'bench-author@example.test', '{"full_name":"Bench Author"}', now())`,
    [author],
  );
  await db.query(`update public.profiles set username = 'bench' where user_id = $1`, [author]);
  await db.query(
    `insert into public.blog_posts (title, slug, excerpt, content, status, author_id, publish_date)
     select 'Bench post ' || g, 'bench-post-' || lpad(g::text, 2, '0'), 'An excerpt of a typical length for the list.',
            repeat('<p>Paragraph of the article body.</p>', 60), 'published', $1, now() - g * interval '1 day'
     from generate_series(1, 20) g`,
    [author],
  );
}

/**
 * Where the CPU goes on each side of a post-by-slug request: one more run of each under the sampling profiler.
 * The server and the baseline share this process (the load comes from a child), so the samples are theirs.
 */
async function profileSlug(
  label: string,
  ourUrl: string,
  baseUrl: string,
  headers: Record<string, string>,
): Promise<void> {
  // The PostgreSQL server's CPU meanwhile, when it runs on this machine (its processes are named postgres).
  const pgBefore = processCpuUs('postgres');
  const ours = await profiled(() => load(`${ourUrl}${SLUG_PATH}`, headers, 32, DURATION_S));
  const pgMiddle = processCpuUs('postgres');
  const base = await profiled(() => load(`${baseUrl}${SLUG_PATH}`, headers, 32, DURATION_S));
  const pgAfter = processCpuUs('postgres');
  if (PROFILE_DIR) {
    writeFileSync(join(PROFILE_DIR, `rest-read-${label}-ours.cpuprofile`), JSON.stringify(ours.profile));
    writeFileSync(join(PROFILE_DIR, `rest-read-${label}-baseline.cpuprofile`), JSON.stringify(base.profile));
  }
  const o = summarise(ours.profile);
  const b = summarise(base.profile);
  // This process's CPU per request (PGlite's worker thread included; a PostgreSQL server's own is not).
  const perRequest = (run: { cpuUs: number; result: Figures }) => run.cpuUs / (run.result.rps * DURATION_S);
  const kernel = (run: { systemUs: number; result: Figures }) =>
    (run.systemUs / (run.result.rps * DURATION_S)).toFixed(0);
  console.log(
    `  profile, post by slug c=32: CPU per request in this process: ours ${perRequest(ours).toFixed(0)} µs (kernel ${kernel(ours)}) at ${ours.result.rps.toFixed(0)} req/s, baseline ${perRequest(base).toFixed(0)} µs (kernel ${kernel(base)}) at ${base.result.rps.toFixed(0)} req/s`,
  );
  if (
    label === 'PostgreSQL' &&
    pgBefore !== undefined &&
    pgMiddle !== undefined &&
    pgAfter !== undefined &&
    pgAfter > pgBefore
  ) {
    const pg = (used: number, run: { result: Figures }) => (used / (run.result.rps * DURATION_S)).toFixed(0);
    console.log(
      `    PostgreSQL server's CPU per request (local processes named postgres): ours ${pg(pgMiddle - pgBefore, ours)} µs, baseline ${pg(pgAfter - pgMiddle, base)} µs`,
    );
  }
  // Per area: its share of the samples times the CPU per request (µs), an estimate good enough to rank them.
  console.log(
    `    ours, top self time (% of busy samples):\n${formatSummary(o, '      ', perRequest(ours))}`,
  );
  console.log(`    baseline by area: ${formatAreas(b, perRequest(base))}`);
}

async function benchOne(
  label: string,
  env: Record<string, string>,
  p99Concurrency: number,
  p99Target: number,
): Promise<boolean> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    // API_DIRECT_READS=false measures the reads through Hono (ADR 0026's figure).
    ...(process.env.API_DIRECT_READS ? { API_DIRECT_READS: process.env.API_DIRECT_READS } : {}),
    ...env,
  });
  const server: RunningServer = await startServer(config);
  const baseline = await startBaseline(server.opened.db);
  try {
    await addPosts(server.opened.db);
    const anon = server.keys.anonKey;
    const ours = { apikey: anon, Authorization: `Bearer ${anon}` };
    const single = { ...ours, Accept: 'application/vnd.pgrst.object+json' };

    // Same answer from both before anything is timed.
    const baseList = await (await fetch(`${baseline.url}${LIST_PATH}`)).json();
    const baseOne = await (await fetch(`${baseline.url}${SLUG_PATH}`)).json();
    const ourList = await fetch(`${server.url}${LIST_PATH}`, { headers: ours });
    const ourOne = await fetch(`${server.url}${SLUG_PATH}`, { headers: single });
    const listBody = await ourList.text();
    const oneBody = await ourOne.text();
    // Same rows, order and embedded authors (timestamp formatting may differ between the two).
    const key = (v: unknown) =>
      JSON.stringify(
        ([] as unknown[]).concat(v).map((r) => {
          const row = r as { id?: unknown; slug?: unknown; author?: unknown };
          return [row.id, row.slug, row.author];
        }),
      );
    const same = (a: unknown, b: string) => {
      try {
        return key(a) === key(JSON.parse(b));
      } catch {
        return false;
      }
    };
    console.log(
      `\n${label}: ${(baseList as unknown[]).length} posts in the list; baseline ${ONE_TRIP_BASELINE ? 'in one round trip (readInRequest)' : 'BEGIN, setup, statement, COMMIT (withRequest)'}`,
    );
    const restReady =
      ourList.status === 200 && ourOne.status === 200 && same(baseList, listBody) && same(baseOne, oneBody);
    if (!restReady) {
      console.log(
        `  /rest/v1 is not answering like the baseline yet:\n    list ${ourList.status}: ${listBody.slice(0, 300)}\n    vs   ${JSON.stringify(baseList).slice(0, 300)}\n    slug ${ourOne.status}: ${oneBody.slice(0, 300)}\n    vs   ${JSON.stringify(baseOne).slice(0, 300)}`,
      );
      const b = await load(`${baseline.url}${LIST_PATH}`, {}, 32, DURATION_S);
      console.log(`  baseline only, blog list c=32: ${fmt(b)}`);
      return false;
    }

    let ok = true;
    const pair = async (name: string, path: string, headers: Record<string, string>, c: number) => {
      const runs: { b: Figures[]; o: Figures[] } = { b: [], o: [] };
      for (let i = 0; i < ROUNDS; i += 1) {
        const sides = i % 2 === 0 ? (['b', 'o'] as const) : (['o', 'b'] as const);
        for (const side of sides) {
          runs[side].push(
            await load(`${side === 'b' ? baseline.url : server.url}${path}`, headers, c, DURATION_S),
          );
        }
      }
      const b = combine(runs.b);
      const o = combine(runs.o);
      // Each round's two runs are back to back, so their ratio shares the machine's load of the moment; the median
      // of the rounds' ratios is the figure (a burst of load elsewhere moves one round, not the result). The ratio
      // of the mean throughputs is shown beside it.
      const rounds = runs.o.map((r, i) => r.rps / (runs.b[i] as Figures).rps);
      const ratio = median(rounds);
      if (ratio < RATIO_TARGET || o.errors > 0) ok = false;
      console.log(
        `  ${name} c=${c}\n    ours     ${fmt(o)}\n    baseline ${fmt(b)}\n    ratio ${ratio.toFixed(2)} (target ≥ ${RATIO_TARGET}: ${ratio >= RATIO_TARGET ? 'met' : 'NOT met'})` +
          ` — median of the rounds' ${rounds.map((r) => r.toFixed(2)).join(' ')}; of the means ${(o.rps / b.rps).toFixed(2)}`,
      );
      return o;
    };
    if (!SLUG_ONLY) {
      await pair('blog list (20 posts + author)', LIST_PATH, ours, 32);
      const tail = await pair('blog list (20 posts + author)', LIST_PATH, ours, p99Concurrency);
      const met = tail.p99 <= p99Target;
      if (!met) ok = false;
      console.log(
        `    p99 at c=${p99Concurrency}: ${tail.p99.toFixed(1)} ms (target ≤ ${p99Target} ms: ${met ? 'met' : 'NOT met'})`,
      );
    }
    await pair('post by slug (+ author, single object)', SLUG_PATH, single, 32);
    await profileSlug(label, server.url, baseline.url, single);
    return ok;
  } finally {
    await baseline.close();
    await server.close(1000);
  }
}

async function pgAdmin(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-rest-'));
let allMet = true;
try {
  if (DATABASES.includes('pglite')) allMet = (await benchOne('PGlite', { DATA_DIR: dir }, 10, 20)) && allMet;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (PG_URL && DATABASES.includes('postgres')) {
  const name = `bench_rest_${process.pid}`;
  await pgAdmin(`create database ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    allMet = (await benchOne('PostgreSQL', { DATABASE_URL: url.toString() }, 50, 30)) && allMet;
  } finally {
    await pgAdmin(`drop database if exists ${name} with (force)`);
  }
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
process.exit(allMet ? 0 : 1);
