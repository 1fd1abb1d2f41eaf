// How fast the server answers public pages (issue 13 "Bench", server part): requests/s of GET /blog/{slug}
// (rendered on the server: the post read as anon through the data API, its head, the page's markup),
// /glossary and the not-found page (a real 404), each divided by a small static asset (the favicon) on the
// same server, in the same run. Built pages are reused for 5 s (dropped on writes), as in production.
// Target: ≥ 0.5 each. Rounds alternate asset and page so a change in machine load hits both alike. The
// app is built fresh into a temp dir first.
// (2, issue 28) The same pages with page-view collection on vs off (analytics_settings.collect), same run,
// alternating: GET /, /blog, /blog/{slug}, /glossary as a desktop browser (bots are not counted). Counting a view
// only queues it (analytics/collector.ts), so the ratio on/off should be ≥ 0.95; the events stored prove that
// the 'on' rounds counted. It also prints the server's CPU per request (the app and its PGlite worker) on and
// off: the difference is what a counted view costs, a figure less at the mercy of a busy machine than req/s.
// (3, issue 38) Where the cache does not help: FRESH posts (more than the page cache keeps, 500) each visited once in
// turn, so every request renders its post — the server's CPU per fresh render (target ≤ 10 ms) beside the CPU per
// request of one post answered from the cache, same run. And the sitemap and the RSS feed, served from the page
// cache (dropped by the same NOTIFY): req/s beside the favicon's (target ≥ 5,000 req/s, Ghost's figure here).
// Run: npm run bench -- page-serving (PGlite); BENCH_DATABASE_URL=postgres://… for PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { combine, fmt, load, type Figures } from './support/load.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const TARGET = 0.5;
const COLLECT_TARGET = 0.95;
/** More posts than the page cache keeps (500), each rendered fresh. */
const FRESH = Number(process.env.BENCH_FRESH_POSTS ?? 620);
const FRESH_CONNECTIONS = 4;
const FRESH_TARGET_MS = 10;
const FEED_TARGET_RPS = 5000;
const root = fileURLToPath(new URL('..', import.meta.url));
// A fresh build of the app as it is now (a stale apps/web/dist would measure another page).
const dist = mkdtempSync(join(tmpdir(), 'bench-pages-dist-'));
const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
  cwd: join(root, 'apps', 'web'),
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);
// The smallest file every build has: what serving costs without our page work (a rendered page is 25–60 KB).
const ASSET = '/favicon.svg';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
// BENCH_DATABASE_URL (a PostgreSQL server the bench may create a database on): the same run on PostgreSQL.
const pgServer = process.env.BENCH_DATABASE_URL;
const pgName = `bench_pages_${process.pid}`;
const pgAdmin = async (sql: string) => {
  const client = new pg.Client({ connectionString: pgServer });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
let databaseUrl: string | undefined;
if (pgServer) {
  await pgAdmin(`create database ${pgName}`);
  const url = new URL(pgServer);
  url.pathname = `/${pgName}`;
  databaseUrl = url.toString();
}
const config = loadConfig({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'true',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const server = await startServer(config, { webDist: dist });
let failed = false;
try {
  const { rows } = await server.opened.db.query<{ slug: string }>(
    `select slug from public.blog_posts where status = 'published' order by publish_date desc limit 1`,
  );
  const slug = rows[0]?.slug;
  if (!slug) throw new Error('The demo content has no published post');
  // What a browser sends: compressed bodies on both sides.
  const headers = { 'Accept-Encoding': 'gzip, br' };
  const pages: [string, string, number][] = [
    ['/blog/{slug}', `/blog/${slug}`, 200],
    ['/glossary', '/glossary', 200],
    ['not found', '/no-such-page-for-the-bench', 404],
  ];
  for (const [, path, status] of [['asset', ASSET, 200] as const, ...pages]) {
    const res = await fetch(`${server.url}${path}`, { headers });
    if (res.status !== status) throw new Error(`${path} answered ${res.status}, expected ${status}`);
    await res.arrayBuffer();
  }

  console.log(`Database: ${server.opened.db.kind}`);
  console.log(`Pages vs a static asset (${ASSET}), c=${CONNECTIONS}, ${ROUNDS}×${DURATION_S}s each`);
  for (const [name, path, status] of pages) {
    const runs: { asset: Figures[]; page: Figures[] } = { asset: [], page: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const side of i % 2 === 0 ? (['asset', 'page'] as const) : (['page', 'asset'] as const)) {
        runs[side].push(
          side === 'asset'
            ? await load(`${server.url}${ASSET}`, headers, CONNECTIONS, DURATION_S)
            : await load(`${server.url}${path}`, headers, CONNECTIONS, DURATION_S, {
                expectNon2xx: status !== 200,
              }),
        );
      }
    }
    const asset = combine(runs.asset);
    const page = combine(runs.page);
    const ratio = page.rps / asset.rps;
    const met = ratio >= TARGET && page.errors === 0;
    failed ||= !met;
    console.log(
      `  ${name}\n    page  ${fmt(page)}\n    asset ${fmt(asset)}\n    ratio ${ratio.toFixed(2)} (target ≥ ${TARGET}: ${met ? 'met' : 'NOT met'})`,
    );
  }

  // ---- (2) collection on vs off ----
  const browser = {
    ...headers,
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  };
  const db = server.opened.db;
  // The settings row, as an admin's PATCH would change it; the collector is told as the API write or NOTIFY tells it.
  const collect = async (on: boolean) => {
    await server.analytics.flush();
    await db.query('update public.analytics_settings set collect = $1', [on]);
    server.analytics.settingsChanged();
  };
  // Views counted (a row may stand for several identical views of one batch) and the rows holding them.
  const events = async () =>
    (await db.query<{ n: number }>('select coalesce(sum(views), 0)::int as n from public.analytics_events'))
      .rows[0]!.n;
  const eventRows = async () =>
    (await db.query<{ n: number }>('select count(*)::int as n from public.analytics_events')).rows[0]!.n;
  const counted: [string, string][] = [
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/{slug}', `/blog/${slug}`],
    ['/glossary', '/glossary'],
  ];
  console.log(
    `\nCollection on vs off, c=${CONNECTIONS}, ${ROUNDS}×${DURATION_S}s each (target on/off ≥ ${COLLECT_TARGET})`,
  );
  let stored = 0;
  // Every path once, untimed, with collection on: no side's first round pays for code the other ran warm.
  await collect(true);
  for (const [, path] of counted) await load(`${server.url}${path}`, browser, CONNECTIONS, 1);
  await server.analytics.flush();
  const rowsBefore = await eventRows();
  for (const [name, path] of counted) {
    const runs: { on: Figures[]; off: Figures[] } = { on: [], off: [] };
    // The server's CPU (this process: the app and the PGlite worker) per request answered, in µs.
    const cpuPerRequest: { on: number[]; off: number[] } = { on: [], off: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const side of i % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        await collect(side === 'on');
        const before = await events();
        const cpu0 = process.cpuUsage();
        const figures = await load(`${server.url}${path}`, browser, CONNECTIONS, DURATION_S);
        await server.analytics.flush(); // the 'on' round's last views are its cost too
        const cpu = process.cpuUsage(cpu0);
        runs[side].push(figures);
        cpuPerRequest[side].push((cpu.user + cpu.system) / (figures.rps * DURATION_S));
        const written = (await events()) - before;
        if (side === 'off' && written !== 0) throw new Error(`${written} views stored with collection off`);
        stored += written;
      }
    }
    const on = combine(runs.on);
    const off = combine(runs.off);
    const ratio = on.rps / off.rps;
    const met = ratio >= COLLECT_TARGET && on.errors === 0 && off.errors === 0;
    failed ||= !met;
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const [cpuOn, cpuOff] = [mean(cpuPerRequest.on), mean(cpuPerRequest.off)];
    console.log(
      `  ${name}\n    on    ${fmt(on)}  ${cpuOn.toFixed(0)} µs CPU/request\n    off   ${fmt(off)}  ${cpuOff.toFixed(0)} µs CPU/request\n    ratio ${ratio.toFixed(2)} (${met ? 'met' : 'NOT met'}); a counted view costs ${(cpuOn - cpuOff).toFixed(0)} µs CPU`,
    );
  }
  console.log(
    `  views counted during the 'on' rounds: ${stored}, in ${(await eventRows()) - rowsBefore} rows (identical views of a batch share one; dropped by a full queue: ${server.analytics.dropped()})`,
  );
  if (stored === 0) failed = true;

  // ---- (3) uncached renders, and the feeds ----
  await collect(false);
  const { rows: sample } = await db.query<{ content: string }>(
    `select content from public.blog_posts where slug = $1`,
    [slug],
  );
  await db.query(
    `insert into public.blog_posts (title, slug, content, excerpt, status, publish_date)
     select 'Fresh post ' || i, 'fresh-post-' || i, $1, 'An excerpt for fresh post ' || i, 'published',
            now() - (i || ' minutes')::interval
       from generate_series(1, $2::int) as i`,
    [sample[0]?.content ?? '<p>Body</p>', FRESH],
  );
  const visit = async (paths: string[]) => {
    let next = 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: FRESH_CONNECTIONS }, async () => {
        while (next < paths.length) {
          const path = paths[next++]!;
          const res = await fetch(`${server.url}${path}`, { headers });
          if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
          await res.arrayBuffer();
        }
      }),
    );
    const cpu = process.cpuUsage(cpu0);
    return {
      cpuMs: (cpu.user + cpu.system) / 1000 / paths.length,
      rps: paths.length / ((performance.now() - t0) / 1000),
    };
  };
  const freshPaths = Array.from({ length: FRESH }, (_, i) => `/blog/fresh-post-${i + 1}`);
  // The first visits of the newly published posts' list and sitemap are not what is measured.
  await visit(['/blog', '/sitemap.xml']);
  const fresh = await visit(freshPaths);
  const cached = await visit(Array.from({ length: FRESH }, () => `/blog/fresh-post-1`));
  const freshMet = fresh.cpuMs <= FRESH_TARGET_MS;
  failed ||= !freshMet;
  console.log(
    `\nUncached: ${FRESH} posts each visited once (c=${FRESH_CONNECTIONS}), the cache holds 500\n` +
      `  fresh render  ${fresh.cpuMs.toFixed(1)} ms CPU/request, ${fresh.rps.toFixed(0)} req/s (target ≤ ${FRESH_TARGET_MS} ms: ${freshMet ? 'met' : 'NOT met'})\n` +
      `  cached post   ${cached.cpuMs.toFixed(2)} ms CPU/request, ${cached.rps.toFixed(0)} req/s (baseline)\n` +
      `  ratio fresh/cached CPU ${(fresh.cpuMs / cached.cpuMs).toFixed(1)}×`,
  );
  console.log(
    `\nFeeds from the page cache, c=${CONNECTIONS}, ${ROUNDS}×${DURATION_S}s (target ≥ ${FEED_TARGET_RPS} req/s)`,
  );
  for (const path of ['/sitemap.xml', '/rss.xml']) {
    const runs: { asset: Figures[]; feed: Figures[] } = { asset: [], feed: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      for (const side of i % 2 === 0 ? (['asset', 'feed'] as const) : (['feed', 'asset'] as const))
        runs[side].push(
          await load(`${server.url}${side === 'asset' ? ASSET : path}`, headers, CONNECTIONS, DURATION_S),
        );
    }
    const [feed, asset] = [combine(runs.feed), combine(runs.asset)];
    const met = feed.rps >= FEED_TARGET_RPS && feed.errors === 0;
    failed ||= !met;
    console.log(
      `  ${path}\n    feed  ${fmt(feed)}\n    asset ${fmt(asset)}\n    ratio ${(feed.rps / asset.rps).toFixed(2)} (${met ? 'met' : 'NOT met'})`,
    );
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (pgServer) await pgAdmin(`drop database if exists ${pgName} with (force)`);
  rmSync(dist, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
