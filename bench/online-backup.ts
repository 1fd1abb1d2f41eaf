// A PGlite backup while the server runs (issue 29): what visitors notice while `cli backup` takes its snapshot
// from the running server (db/backup-socket.ts). The server (compiled, own process, demo content) answers the blog
// list through the data API under load; the same load runs once without a backup (the baseline of this run) and
// once while backups are taken back to back. Prints requests/s, p50/p99 latency and errors of both, their ratio,
// and how long each backup took. Run: npm run bench -- online-backup.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';
import { fmt, load } from './support/load.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 8;

function runBackup(dataDir: string, file: string): Promise<{ ms: number; ok: boolean; said: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['apps/server/dist/cli/main.js', 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stdout.on('data', (c: Buffer) => (said += c.toString()));
    child.stderr.on('data', (c: Buffer) => (said += c.toString()));
    child.on('close', (code) => resolve({ ms: performance.now() - t0, ok: code === 0, said: said.trim() }));
  });
}

const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'bench-online-backup-'));
const { child, ready } = spawnServerProcess({ DATA_DIR: dir, SEED_DEMO: 'true' }, 'compiled');
try {
  const server = await ready;
  const { anonKey } = await deriveKeys(TEST_JWT_SECRET);
  const url = `${server.url}/rest/v1/blog_posts?select=id,title,slug,excerpt&status=eq.published&order=publish_date.desc`;
  const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
  if ((await fetch(url, { headers })).status !== 200) throw new Error('the blog list does not answer 200');
  await load(url, headers, CONNECTIONS, 2); // warm-up

  const baseline = await load(url, headers, CONNECTIONS, DURATION_S);
  const backups: { ms: number; ok: boolean; said: string }[] = [];
  let loading = true;
  const during = load(url, headers, CONNECTIONS, DURATION_S).finally(() => (loading = false));
  for (let i = 0; loading; i++) backups.push(await runBackup(dir, join(dir, `b-${i}.tar.gz`)));
  const withBackups = await during;

  const ms = backups.map((b) => b.ms).sort((a, b) => a - b);
  console.log(`blog list through the data API on PGlite, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(`  baseline, no backup:          ${fmt(baseline)}`);
  console.log(`  while backups are taken:      ${fmt(withBackups)}`);
  console.log(`  ratio requests/s during/baseline: ${(withBackups.rps / baseline.rps).toFixed(2)}`);
  console.log(
    `  backups taken meanwhile: ${backups.length} (${backups.filter((b) => b.ok).length} succeeded), ` +
      `each ${Math.round(ms[0] ?? 0)}–${Math.round(ms[ms.length - 1] ?? 0)} ms (median ${Math.round(ms[Math.floor(ms.length / 2)] ?? 0)} ms, CLI start included)`,
  );
  const failed = backups.find((b) => !b.ok);
  if (failed) console.log(`  a backup failed: ${failed.said}`);
  if (!backups.every((b) => b.said.includes('taken from the running server'))) {
    console.log('  NOTE: not every backup was taken from the running server');
  }
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
