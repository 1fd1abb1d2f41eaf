// Analytics rows per anonymous client per minute under page loads with fresh UTM values (issue 37 #8): a spawned
// server (PGlite) and one client loading public pages as fast as it can, each load with a new utm_source,
// utm_campaign and referrer. Two clients in turn: one browser (one user agent), and one address sending a new
// user agent with every load. Before the bound each such load was a row of its own, so the loads counted are
// the unbounded figure (the baseline, measured in the same run); the rows stored are what the bound leaves.
// Printed: loads (views) per minute, rows per minute, rows ÷ loads, distinct UTM values stored, and that every
// load was counted. The server is stopped (it writes what it holds) before the rows are read.
// Run: npx tsx bench/analytics-flood.ts   (BENCH_DURATION_S=60 per client by default)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/open.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { PLAIN_INDEX } from '../apps/server/test/support/web-host.ts';
import { writeWebRoutes } from '../apps/server/test/support/web-routes.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 60);
const CONCURRENCY = 4;
const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Client {
  name: string;
  ip: string;
  pages: string[];
  /** A new user agent with every load (one address, many "browsers"). */
  rotateAgent: boolean;
}
const clients: Client[] = [
  {
    name: 'one browser',
    ip: '198.51.100.7',
    pages: ['/', '/blog', '/about', '/services'],
    rotateAgent: false,
  },
  {
    name: 'one address, a new user agent each load',
    ip: '198.51.100.8',
    pages: ['/glossary', '/contact', '/privacy', '/terms'],
    rotateAgent: true,
  },
];

const dist = mkdtempSync(join(tmpdir(), 'bench-flood-dist-'));
writeFileSync(join(dist, 'index.html'), PLAIN_INDEX);
writeWebRoutes(dist);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dataDir,
  WEB_DIST_DIR: dist,
  TRUST_PROXY: '1',
  SITE_URL: 'https://advisory.example',
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();

  const loads = new Map<string, number>();
  let n = 0;
  for (const client of clients) {
    const end = performance.now() + DURATION_S * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const i = (n += 1);
          const page = client.pages[i % client.pages.length]!;
          const res = await fetch(
            `${server.url}${page}?utm_source=s${i}&utm_medium=m${i}&utm_campaign=c${i}`,
            {
              headers: {
                'user-agent': client.rotateAgent ? `${UA} Flood/${i}` : UA,
                'x-forwarded-for': client.ip,
                referer: `https://r${i}.example/`,
              },
            },
          );
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${page}: ${res.status}`);
          done += 1;
        }
      }),
    );
    loads.set(client.name, done);
  }

  // SIGTERM: the server writes what it holds (the minute's carries too) and exits; then its rows are read.
  child.kill('SIGTERM');
  await server.exited;
  const opened = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    console.log(
      `analytics flood: ${DURATION_S} s per client, concurrency ${CONCURRENCY}, PGlite (load average ${loadavg()[0]!.toFixed(1)})`,
    );
    for (const client of clients) {
      const { rows } = await opened.db.query<{
        rows: number;
        views: number;
        campaigns: number;
        referrers: number;
      }>(
        `select count(*)::int as rows, coalesce(sum(views), 0)::int as views,
                count(distinct utm_campaign)::int as campaigns, count(distinct referrer_host)::int as referrers
           from public.analytics_events where path = any($1::text[])`,
        [client.pages],
      );
      const r = rows[0]!;
      const loaded = loads.get(client.name)!;
      const perMin = (x: number) => (x * 60) / DURATION_S;
      console.log(`${client.name} (${client.pages.length} pages):`);
      console.log(
        `  loads with fresh UTM values: ${loaded} (${perMin(loaded).toFixed(0)}/min) — the unbounded figure: each was a row before`,
      );
      console.log(
        `  rows stored: ${r.rows} (${perMin(r.rows).toFixed(1)}/min); views they count: ${r.views} (${r.views === loaded ? 'every load' : `${loaded - r.views} not counted`})`,
      );
      console.log(
        `  ratio rows/loads: ${(r.rows / loaded).toFixed(4)}; distinct utm_campaign stored: ${r.campaigns}, referrer hosts: ${r.referrers}`,
      );
    }
  } finally {
    await opened.close();
  }
} finally {
  if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
