// How fast the server answers public pages (issue 13 "Bench", server part): requests/s of GET /blog/{slug}
// (rendered on the server: the post read as anon through the data API, its head, the page's markup),
// /glossary and the not-found page (a real 404), each divided by a small static asset (the favicon) on the
// same server, in the same run. Built pages are reused for 5 s (dropped on writes), as in production.
// Target: ≥ 0.5 each. Rounds alternate asset and page so a change in machine load hits both alike. The
// app is built fresh into a temp dir first.
// Run: npm run bench -- page-serving
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { combine, fmt, load, type Figures } from './support/load.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 16;
const TARGET = 0.5;
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
const config = loadConfig({
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
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
