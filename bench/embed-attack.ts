// One hostile visitor against everyone else (issue 22, finding 1): other visitors' reads and /healthz while two
// anonymous clients send the review's deeply nested embed back to back, against the same reads on the idle server
// measured in the same run. Before the embed budget (plan/embed-budget.ts) each such request held PGlite's only
// connection until its 3 s deadline (victims' API reads went from p50 8 ms to 6.7 s); now it is refused before SQL.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a cluster.
// Target: victims' p50 under attack ≤ 2 × idle p50 on both databases, /healthz always 200 (and under 1 s).
// BENCH_DURATION_S (25) sets the attack's length. Run: npm run bench -- embed-attack
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { REPO_ROOT } from '../apps/server/src/paths.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';

const ATTACK_S = Number(process.env.BENCH_DURATION_S ?? 25);
const ROUNDS = 5;
const ATTACKERS = 2;
const NESTED =
  '/rest/v1/blog_posts?select=id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id,profiles(blog_posts(id))))))))' +
  '&limit=25&profiles.blog_posts.profiles.blog_posts.profiles.blog_posts.profiles.blog_posts.title=eq.none';
/**
 * BENCH_ATTACK picks what the two clients send: `nested` (default) the review's request, back to back; `heavy` the
 * costliest read the embed budget still allows on this data (every post with its author and the author's posts),
 * eight at a time per client — what PGlite's turns (db/fair-lock.ts) are for.
 */
const SHAPES = {
  nested: { path: NESTED, perClient: 1 },
  heavy: { path: '/rest/v1/blog_posts?select=*,profiles(full_name,blog_posts(*))&limit=1000', perClient: 8 },
} as const;
const SHAPE = (process.env.BENCH_ATTACK ?? 'nested') as keyof typeof SHAPES;
if (!(SHAPE in SHAPES)) throw new Error(`BENCH_ATTACK must be one of ${Object.keys(SHAPES).join(', ')}`);
const VICTIM_API =
  '/rest/v1/blog_posts?select=id,title,slug,excerpt,profiles(full_name)&status=eq.published&order=publish_date.desc&limit=12';
const VICTIM_PAGE = '/blog';

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

interface Samples {
  api: number[];
  page: number[];
  health: number[];
  healthBad: number;
  attacks: Map<number, number>;
}

async function timed(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** Victims read (API and page, one after the other) and /healthz is polled every 200 ms until `until`. */
async function observe(base: string, anon: Record<string, string>, until: number, s: Samples): Promise<void> {
  const victims = (async () => {
    while (performance.now() < until) {
      const a = await timed(base + VICTIM_API, anon);
      if (a.status !== 200) throw new Error(`victim API read answered ${a.status}`);
      s.api.push(a.ms);
      const p = await timed(base + VICTIM_PAGE);
      if (p.status !== 200) throw new Error(`victim page answered ${p.status}`);
      s.page.push(p.ms);
    }
  })();
  const health = (async () => {
    while (performance.now() < until) {
      const h = await timed(`${base}/healthz`).catch(() => ({ status: 0, ms: NaN }));
      s.health.push(h.ms);
      if (h.status !== 200) s.healthBad++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await Promise.all([victims, health]);
}

/** The attackers run in a process of their own, so their loop does not slow the victims' client. */
async function attack(
  base: string,
  anon: Record<string, string>,
  seconds: number,
  s: Samples,
): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      'attacker',
      base,
      JSON.stringify(anon),
      String(seconds),
    ],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await once(child, 'exit');
  for (const [status, n] of JSON.parse(out) as [number, number][])
    s.attacks.set(status, (s.attacks.get(status) ?? 0) + n);
}

/** One GET from a given loopback source address (each attacker is its own client IP, as on the internet). */
function get(url: string, headers: Record<string, string>, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { headers, localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0)); // 0: the connection was dropped
  });
}

async function attacker(
  base: string,
  anon: Record<string, string>,
  until: number,
  s: Samples,
): Promise<void> {
  const { path, perClient } = SHAPES[SHAPE];
  await Promise.all(
    Array.from({ length: ATTACKERS * perClient }, async (_, i) => {
      const from = `127.0.0.${2 + (i % ATTACKERS)}`;
      while (performance.now() < until) {
        const status = await get(base + path, anon, from);
        s.attacks.set(status, (s.attacks.get(status) ?? 0) + 1);
      }
    }),
  );
}

async function seed(base: string, service: Record<string, string>): Promise<void> {
  const json = { ...service, 'Content-Type': 'application/json' };
  const user = await fetch(`${base}/auth/v1/admin/users`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'prolific@example.test',
      password: 'bench-author-passphrase',
      email_confirm: true,
      user_metadata: { full_name: 'Prolific Author' },
    }),
  });
  if (user.status !== 200) throw new Error(`seed user: ${user.status} ${await user.text()}`);
  const { id } = (await user.json()) as { id: string };
  const posts = Array.from({ length: 25 }, (_, i) => ({
    title: `Prolific post ${i + 1}`,
    slug: `prolific-post-${i + 1}`,
    excerpt: 'An excerpt.',
    content: '<p>A body.</p>',
    status: 'published',
    author_id: id,
  }));
  const res = await fetch(`${base}/rest/v1/blog_posts`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(posts),
  });
  if (res.status !== 201) throw new Error(`seed posts: ${res.status} ${await res.text()}`);
}

async function run(
  label: string,
  env: Record<string, string>,
): Promise<{ ratio: number; healthOk: boolean }> {
  const { child, ready } = spawnServerProcess({ ...env, SEED_DEMO: 'true', LOG_LEVEL: 'info' });
  try {
    const server = await ready;
    child.stdout?.removeAllListeners('data');
    child.stderr?.removeAllListeners('data');
    child.stdout?.resume();
    child.stderr?.resume();
    const keys = await deriveKeys(TEST_JWT_SECRET);
    const anon = { apikey: keys.anonKey, Authorization: `Bearer ${keys.anonKey}` };
    await seed(server.url, { apikey: keys.serviceKey, Authorization: `Bearer ${keys.serviceKey}` });
    const warm: Samples = { api: [], page: [], health: [], healthBad: 0, attacks: new Map() };
    await observe(server.url, anon, performance.now() + 1000, warm);

    // Idle and attacked phases alternate, so a change in the machine's other load falls on both sides.
    const idle: Samples = { api: [], page: [], health: [], healthBad: 0, attacks: new Map() };
    const busy: Samples = { api: [], page: [], health: [], healthBad: 0, attacks: new Map() };
    const phase = ATTACK_S / ROUNDS;
    for (let round = 0; round < ROUNDS; round++) {
      await observe(server.url, anon, performance.now() + phase * 1000, idle);
      const until = performance.now() + phase * 1000;
      await Promise.all([attack(server.url, anon, phase, busy), observe(server.url, anon, until, busy)]);
    }
    const apiRatio = quantile(busy.api, 0.5) / quantile(idle.api, 0.5);
    const pageRatio = quantile(busy.page, 0.5) / quantile(idle.page, 0.5);
    const healthMax = Math.max(...busy.health.filter(Number.isFinite));
    const attacks = [...busy.attacks].map(([status, n]) => `${n} × ${status || 'dropped'}`).join(', ');
    console.log(
      `\n${label}: ${ATTACKERS} attackers (${SHAPE}) for ${ATTACK_S} s in ${ROUNDS} rounds, each after as long idle (${attacks})`,
    );
    console.log(
      `  victim API read   idle p50 ${ms(quantile(idle.api, 0.5))} p99 ${ms(quantile(idle.api, 0.99))} (n=${idle.api.length})   under attack p50 ${ms(quantile(busy.api, 0.5))} p99 ${ms(quantile(busy.api, 0.99))} (n=${busy.api.length})   ratio of p50s ${apiRatio.toFixed(2)}`,
    );
    console.log(
      `  victim /blog page idle p50 ${ms(quantile(idle.page, 0.5))} p99 ${ms(quantile(idle.page, 0.99))}   under attack p50 ${ms(quantile(busy.page, 0.5))} p99 ${ms(quantile(busy.page, 0.99))}   ratio of p50s ${pageRatio.toFixed(2)}`,
    );
    console.log(
      `  /healthz under attack: ${busy.health.length} polls, ${busy.healthBad} not 200, max ${ms(healthMax)}`,
    );
    const ratio = Math.max(apiRatio, pageRatio);
    console.log(
      `  target: ratio ≤ 2 — ${ratio <= 2 ? 'met' : 'NOT met'} (${ratio.toFixed(2)}); /healthz 200 and < 1 s — ${busy.healthBad === 0 && healthMax < 1000 ? 'met' : 'NOT met'}`,
    );
    return { ratio, healthOk: busy.healthBad === 0 && healthMax < 1000 };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

if (process.argv[2] === 'attacker') {
  const [base, anon, seconds] = process.argv.slice(3) as [string, string, string];
  const s: Samples = { api: [], page: [], health: [], healthBad: 0, attacks: new Map() };
  await attacker(
    base,
    JSON.parse(anon) as Record<string, string>,
    performance.now() + Number(seconds) * 1000,
    s,
  );
  process.stdout.write(JSON.stringify([...s.attacks]));
  process.exit(0);
}

// The server process serves the built app (as npm start): build it when missing.
if (!existsSync(join(REPO_ROOT, 'apps/web/dist/index.html'))) {
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const dir = mkdtempSync(join(tmpdir(), 'bench-embed-'));
try {
  await run('PGlite', { DATA_DIR: dir });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const clusterUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (clusterUrl) {
  const name = `bench_embed_${process.pid}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
