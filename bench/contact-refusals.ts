// What refused no-JavaScript contact posts cost everyone else (issue 37, finding 5): /healthz p50 and GET / p50
// while 3 anonymous clients post refused forms (422 missing fields, 403 another site's, 415 not a form) in a
// loop, each ÷ the same figure idle, measured just before in the same run. Two attacks:
//   one address      the 3 clients share one address: the per-address limit answers them after its first posts
//   every address    each post from a new address (X-Forwarded-For, TRUST_PROXY=1): no limit ever applies, so
//                    every post is answered with the contact page and its messages — the refusal's own cost
// Target: each ratio ≤ 2. The attackers run in a child process of their own, so their load does not share
// the measuring client's event loop; the server is a child process too (PGlite), serving a fresh build of the
// web app (or WEB_DIST_DIR's). Run: npm run bench -- contact-refusals
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';

const SAMPLE_MS = Number(process.env.BENCH_SAMPLE_MS ?? 4000);
const ATTACKERS = 3;
const TARGET = 2;
const root = fileURLToPath(new URL('..', import.meta.url));

let dist = process.env.WEB_DIST_DIR;
let builtHere = false;
if (!dist || !existsSync(join(dist, '.ssr', 'entry-server.js'))) {
  dist = mkdtempSync(join(tmpdir(), 'bench-contact-dist-'));
  builtHere = true;
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The attackers: ATTACKERS loops posting refused forms until killed, counting the statuses they get.
const ATTACK = `
const [url, mode, n] = process.argv.slice(1);
const kinds = [
  { type: 'application/x-www-form-urlencoded', body: 'firstName=&lastName=&email=nope&message=' + 'x'.repeat(400), headers: {} },
  { type: 'application/x-www-form-urlencoded', body: 'firstName=Ada&lastName=L&email=ada%40example.com', headers: { 'Sec-Fetch-Site': 'cross-site' } },
  { type: 'application/json', body: '{"firstName":"Ada"}', headers: {} },
];
const statuses = {};
let sent = 0;
process.on('SIGTERM', () => { process.stdout.write(JSON.stringify({ sent, statuses })); process.exit(0); });
for (let i = 0; i < Number(n); i += 1)
  (async () => {
    for (let k = i; ; k += 1) {
      const kind = kinds[k % kinds.length];
      sent += 1;
      const ip = mode === 'one' ? '198.51.100.7' : '10.' + ((sent >> 16) & 255) + '.' + ((sent >> 8) & 255) + '.' + (sent & 255);
      const r = await fetch(url + '/contact', {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': kind.type, 'X-Forwarded-For': ip, ...kind.headers },
        body: kind.body,
      });
      await r.arrayBuffer();
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  })();
`;

interface Latency {
  p50: number;
  p90: number;
  mean: number;
  n: number;
}

function latency(xs: number[]): Latency {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(s.length * q))] ?? 0;
  return { p50: at(0.5), p90: at(0.9), mean: s.reduce((n, x) => n + x, 0) / (s.length || 1), n: s.length };
}

/** Sequential requests of `path` for SAMPLE_MS: their latency in ms. */
async function sample(url: string, path: string): Promise<Latency> {
  const samples: number[] = [];
  const end = performance.now() + SAMPLE_MS;
  while (performance.now() < end) {
    const t0 = performance.now();
    const r = await fetch(url + path);
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
    samples.push(performance.now() - t0);
  }
  return latency(samples);
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-contact-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dataDir,
  WEB_DIST_DIR: dist,
  TRUST_PROXY: '1',
  SITE_URL: 'http://127.0.0.1',
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  // Warm up: the pages cached, the contact page's refusal pages made once.
  for (let i = 0; i < 20; i += 1) {
    for (const path of ['/healthz', '/', '/contact']) await (await fetch(server.url + path)).arrayBuffer();
  }
  console.log(`load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')} (2 cores shared)`);
  for (const mode of ['one', 'every'] as const) {
    const idle = { healthz: await sample(server.url, '/healthz'), home: await sample(server.url, '/') };
    const attackers = spawn(process.execPath, ['-e', ATTACK, server.url, mode, String(ATTACKERS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let report = '';
    attackers.stdout.on('data', (c: Buffer) => (report += c.toString()));
    const attacked = { healthz: await sample(server.url, '/healthz'), home: await sample(server.url, '/') };
    const ended = new Promise((resolve) => attackers.on('close', resolve));
    attackers.kill('SIGTERM');
    await ended;
    const { sent, statuses } = JSON.parse(report || '{"sent":0,"statuses":{}}') as {
      sent: number;
      statuses: Record<string, number>;
    };
    const seconds = (2 * SAMPLE_MS) / 1000;
    console.log(
      `\n${ATTACKERS} clients posting refused forms from ${mode === 'one' ? 'one address' : 'a new address each post'}: ` +
        `${(sent / seconds).toFixed(0)} posts/s, statuses ${JSON.stringify(statuses)}`,
    );
    for (const [name, label] of [
      ['healthz', 'GET /healthz'],
      ['home', 'GET /'],
    ] as const) {
      const [a, b] = [idle[name], attacked[name]];
      const ratio = b.p50 / a.p50;
      const figures = (l: Latency) =>
        `p50 ${l.p50.toFixed(2)} ms, p90 ${l.p90.toFixed(2)} ms, mean ${l.mean.toFixed(2)} ms (n=${l.n})`;
      console.log(`  ${label}: idle ${figures(a)}; attacked ${figures(b)}`);
      console.log(
        `    ratio attacked ÷ idle: p50 ${ratio.toFixed(2)} (target ≤ ${TARGET}: ${ratio <= TARGET ? 'met' : 'NOT met'}), ` +
          `p90 ${(b.p90 / a.p90).toFixed(2)}, mean ${(b.mean / a.mean).toFixed(2)}`,
      );
    }
  }
  console.log(`\nload average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (builtHere) rmSync(dist, { recursive: true, force: true });
}
