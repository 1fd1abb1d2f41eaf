// Resident memory of the server (issue 29 "Bench"): right after boot and after a load run, on PGlite and, when a
// PostgreSQL cluster is given, on PostgreSQL. The server runs as `npm start` runs it (the compiled server, its own
// process, demo content); the load is autocannon on a rendered post, the blog list through the data API and the
// glossary page, then a second time, and the peak is sampled from /proc while it runs. Baseline, same run: each
// server's own resident memory right after boot (the ratio is after-load / after-boot).
// Needs the web build (npm run build, or WEB_DIST_DIR). PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a
// scratch database is created and dropped). Run: npm run bench -- memory.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { WEB_DIST } from '../apps/server/src/paths.ts';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';
import { spawnServerProcess, type ServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { load } from './support/load.ts';
import { residentMb } from './support/resident-memory.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 16;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

interface Memory {
  boot: number;
  peak: number;
  after: number;
  requests: number;
}

async function measure(env: Record<string, string>): Promise<Memory> {
  // A first boot migrates and seeds; the figures are for the site as it then runs every day: a reopen.
  const first = spawnServerProcess({ ...env, SEED_DEMO: 'true' }, 'compiled');
  const firstServer = await first.ready;
  first.child.kill('SIGTERM');
  await firstServer.exited;
  const { child, ready } = spawnServerProcess({ ...env, SEED_DEMO: 'true' }, 'compiled');
  let server: ServerProcess | null = null;
  try {
    server = await ready;
    const url = server.url;
    const { anonKey } = await deriveKeys(TEST_JWT_SECRET);
    const res = await fetch(`${url}/rest/v1/blog_posts?select=slug&status=eq.published&limit=1`, {
      headers: { apikey: anonKey },
    });
    const posts = (await res.json()) as { slug: string }[];
    const slug = posts[0]?.slug ?? 'no-post';
    for (const path of ['/', `/blog/${slug}`, '/glossary'])
      await (await fetch(`${url}${path}`)).arrayBuffer();
    const boot = residentMb(child.pid);
    let peak = boot;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMb(child.pid))), 100);
    let requests = 0;
    const headers = { 'Accept-Encoding': 'gzip, br' };
    for (let round = 0; round < 2; round++) {
      for (const path of [`/blog/${slug}`, '/blog', '/glossary', '/education', '/sitemap.xml']) {
        const f = await load(`${url}${path}`, headers, CONNECTIONS, DURATION_S);
        requests += Math.round(f.rps * DURATION_S);
      }
    }
    clearInterval(sampler);
    return { boot, peak, after: residentMb(child.pid), requests };
  } finally {
    child.kill('SIGTERM');
    if (server) await server.exited;
  }
}

function report(name: string, m: Memory): void {
  console.log(`${name}`);
  console.log(`  after boot (baseline): ${m.boot} MB`);
  console.log(`  peak during ${m.requests.toLocaleString('en-US')} requests: ${m.peak} MB`);
  console.log(
    `  after the load run: ${m.after} MB  (ratio after/boot ${(m.after / m.boot).toFixed(2)}, peak/boot ${(m.peak / m.boot).toFixed(2)})`,
  );
}

async function main(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    console.log(`memory: SKIPPED — no web build in ${WEB_DIST} (npm run build, or set WEB_DIST_DIR)`);
    return;
  }
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(
    `resident memory of the server (VmRSS), ${CONNECTIONS} connections, ${DURATION_S} s per page, two rounds`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'bench-memory-'));
  try {
    report('PGlite', await measure({ DATA_DIR: dir }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!PG_URL) {
    console.log('PostgreSQL: SKIPPED — set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  const name = `bench_memory_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    report('PostgreSQL', await measure({ DATABASE_URL: url.toString(), STORAGE_DIR: join(tmpdir(), name) }));
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
    rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

await main();
