// Boot time to the first 200 from /healthz: a first boot (migrations + demo content) and a reopen of an
// existing PGlite database. Baseline, same run: opening that same data directory with bare PGlite.
// Targets (issue 2): reopen ≤ 1.5 s, first boot ≤ 15 s.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { residentMb } from './support/resident-memory.ts';

const rss: number[] = [];

async function bootOnce(dataDir: string, entry: 'source' | 'compiled' = 'compiled'): Promise<number> {
  const t0 = performance.now();
  const { child, ready } = spawnServerProcess(
    { DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info' },
    entry,
  );
  const server = await ready;
  let status = 0;
  while (status !== 200) status = (await fetch(`${server.url}/healthz`)).status;
  const ms = performance.now() - t0;
  rss.push(residentMb(child.pid));
  child.kill('SIGTERM');
  await server.exited;
  return Math.round(ms);
}

/** Bare PGlite with its own default settings (128MB shared buffers) on `dir`, in a process of its own: MB resident. */
function bareResidentMb(dir: string): number {
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(${JSON.stringify(join(dir, 'pgdata'))});
await db.query('select count(*) from public.blog_posts');
console.log(Math.round(process.memoryUsage().rss / 1048576));
await db.close();`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return Number(r.stdout.trim());
}

// What `npm start` runs: the compiled server.
const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'bench-boot-'));
try {
  const first = await bootOnce(dir);
  const reopens = [await bootOnce(dir), await bootOnce(dir), await bootOnce(dir)].sort((a, b) => a - b);
  const reopen = reopens[1] as number;
  const viaTsx = [
    await bootOnce(dir, 'source'),
    await bootOnce(dir, 'source'),
    await bootOnce(dir, 'source'),
  ].sort((a, b) => a - b)[1];
  const t0 = performance.now();
  const bare = await PGlite.create(join(dir, 'pgdata'));
  await bare.query('select 1');
  const bareMs = Math.round(performance.now() - t0);
  await bare.close();
  console.log('boot to first 200 from /healthz (child process, the compiled server as `npm start` runs it)');
  console.log(
    `  first boot (migrations + demo content): ${first} ms  (target ≤ 15000 ms: ${first <= 15000 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  reopen (median of 3): ${reopen} ms  (target ≤ 1500 ms: ${reopen <= 1500 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  for comparison, the same reopen from the TypeScript source through tsx (tests, npm run dev): ${viaTsx} ms`,
  );
  console.log(`  baseline, bare PGlite open of the same directory in-process: ${bareMs} ms`);
  console.log(`  ratio reopen/baseline: ${(reopen / bareMs).toFixed(2)}`);
  const bareRss = bareResidentMb(dir);
  console.log('resident memory of the server right after boot (PGlite; VmRSS)');
  console.log(`  first boot (migrations + demo content): ${rss[0]} MB; reopen: ${rss[1]} MB`);
  console.log(
    `  baseline, bare PGlite with its default 128MB shared buffers, same data, own process: ${bareRss} MB`,
  );
  console.log(`  ratio reopened server/bare PGlite: ${((rss[1] ?? Number.NaN) / bareRss).toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
