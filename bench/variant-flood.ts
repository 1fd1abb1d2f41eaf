// Anonymous clients flooding /render/image with new variants of one 12 MP photo (issue 37, findings 2–3), against a
// spawned server (PGlite), in one run:
// (a) how much the variants folder grows per anonymous client per minute, and in all, while FLOOD_CLIENTS clients ask
//     for new WebP variants (what browsers are given) for FLOOD_A_S: bounded by the ladder, the per-object cap (64
//     variants, 32 MB) and the per-client render limit (it was 3.8 MB/s from one client before);
// (b) password sign-in p50 while FLOOD_CLIENTS clients each keep one request for a new AVIF variant in flight (random
//     width, height and quality: new variants, whatever the ladder makes of them) ÷ sign-in p50 with no flood,
//     idle and flooded phases alternated. Target ≤ 2× (it was 29–110×).
// The clients do what a flood does: ask again at once, whatever the answer (200, 429 or 503) — they are counted.
// Each client has its own address (TRUST_PROXY=1 and X-Forwarded-For), as separate machines would.
// BENCH_ROUNDS (3) × BENCH_PHASE_S (8) per kind. Run: npm run bench -- variant-flood
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { spawnServerProcess } from '../apps/server/test/support/spawn-server.ts';
import { TEST_JWT_SECRET } from '../apps/server/test/support/test-server.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PHASE_MS = Number(process.env.BENCH_PHASE_S ?? 8) * 1000;
const FLOOD_CLIENTS = 4;
const FLOOD_A_MS = Number(process.env.BENCH_FLOOD_A_S ?? 30) * 1000;
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench-signin-passphrase';
const TARGET = 2;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Bytes of every file under `dir` (temporary files included: they are disk used too). */
function folderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (d: string) => {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      return;
    }
    for (const name of names) {
      const p = join(d, name);
      const s = statSync(p, { throwIfNoEntry: false });
      if (!s) continue;
      if (s.isDirectory()) walk(p);
      else {
        bytes += s.size;
        files += 1;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-variant-flood-'));
const { child, ready } = spawnServerProcess({
  DATA_DIR: dir,
  LOG_LEVEL: 'info', // spawnServerProcess waits for the 'server listening' line
  TRUST_PROXY: '1',
  AUTH_EMAIL_AUTOCONFIRM: 'true',
  AUTH_RATE_LIMIT_TOKEN_PER_HOUR: '100000000',
  AUTH_RATE_LIMIT_TOKEN_BURST: '100000000',
});
try {
  const server = await ready;
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  const { serviceKey } = await deriveKeys(TEST_JWT_SECRET);

  // A 12 MP photo (4000×3000, some grain so AVIF has work to do), uploaded by staff to the public media bucket.
  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#6a8caf',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 75 })
    .toBuffer();
  const up = await fetch(`${server.url}/storage/v1/object/media/bench/photo.jpg`, {
    method: 'POST',
    headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'content-type': 'image/jpeg' },
    body: new Uint8Array(photo),
  });
  if (!up.ok) throw new Error(`upload failed: ${up.status} ${await up.text()}`);

  const headers = { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' };
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  if (!signup.ok) throw new Error(`sign-up failed: ${signup.status} ${await signup.text()}`);
  const signIn = async (): Promise<number> => {
    const t0 = performance.now();
    const r = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
    return performance.now() - t0;
  };
  for (let i = 0; i < 5; i += 1) await signIn(); // warm-up

  const statuses = new Map<number, number>();
  let flooding = false;
  const floodClient = async (n: number, format: 'webp' | 'avif') => {
    const from = { 'x-forwarded-for': `198.51.100.${n + 1}` };
    while (flooding) {
      const w = 1 + Math.floor(Math.random() * 2000);
      const h = 1 + Math.floor(Math.random() * 2000);
      const q = 20 + Math.floor(Math.random() * 81);
      const url = `${server.url}/storage/v1/render/image/public/media/bench/photo.jpg?width=${w}&height=${h}&quality=${q}&format=${format}`;
      const res = await fetch(url, { headers: from });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  const timedSignIns = async (ms: number): Promise<number[]> => {
    const out: number[] = [];
    const until = performance.now() + ms;
    while (performance.now() < until) out.push(await signIn());
    return out;
  };

  const variants = join(dir, 'storage', 'variants');
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  const answers = () => {
    const out = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    statuses.clear();
    return out.join(', ');
  };
  const flood = async (format: 'webp' | 'avif', during: () => Promise<unknown>): Promise<number> => {
    flooding = true;
    const clients = Array.from({ length: FLOOD_CLIENTS }, (_, n) => floodClient(n, format));
    const t0 = performance.now();
    await during();
    flooding = false;
    await Promise.all(clients);
    return performance.now() - t0;
  };

  // (a) disk growth.
  const floodAMs = await flood('webp', () => new Promise((resolve) => setTimeout(resolve, FLOOD_A_MS)));
  const grown = folderBytes(variants);
  console.log(
    `${FLOOD_CLIENTS} anonymous clients asking for new variants of a 12 MP photo, one request each in flight ` +
      `(cpus ${availableParallelism()}, load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(
    `(a) WebP flood for ${(floodAMs / 1000).toFixed(0)} s (${answers()}): variants folder 0 → ${mb(grown.bytes)} MB, ` +
      `${grown.files} files (the object's cap: 64 files, 32 MB); ` +
      `${mb(grown.bytes / FLOOD_CLIENTS / (floodAMs / 60_000))} MB per client per minute`,
  );

  // (b) sign-in under an AVIF flood, phases alternated.
  const idle: number[] = [];
  const flooded: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    idle.push(...(await timedSignIns(PHASE_MS)));
    await flood('avif', async () => flooded.push(...(await timedSignIns(PHASE_MS))));
  }
  const after = folderBytes(variants);
  console.log(
    `    after the AVIF flood too (${answers()}): ${mb(after.bytes)} MB, ${after.files} files`,
  );
  const idleP50 = median(idle);
  const floodP50 = median(flooded);
  const ratio = floodP50 / idleP50;
  console.log(
    `(b) password sign-in p50: idle ${idleP50.toFixed(1)} ms (n=${idle.length}), flooded ${floodP50.toFixed(1)} ms (n=${flooded.length})`,
  );
  console.log(`  ratio flooded/idle p50: ${ratio.toFixed(2)} (target ≤ ${TARGET}: ${ratio <= TARGET ? 'met' : 'NOT met'})`);
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
