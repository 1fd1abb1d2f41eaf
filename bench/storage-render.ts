// Image transformation through /storage/v1/render/image (issue 23, bench figures), both in one run:
// (1) transform throughput: a 2000×1333 JPEG to a 768-wide WebP (a ladder width: transform/ladder.ts) rendered by the endpoint (HTTP, access check, source
//     read from the storage folder, variant stored) ÷ the same sharp call in process. Every request asks for a variant
//     not rendered yet (distinct copies of the photo × a few qualities around 80; the bare call cycles the same
//     qualities), CONCURRENCY in flight on each side, phases alternated. Target ≥ 0.8.
// (2) a cached variant served (the same /render/image URL again: streamed from the variant store) ÷ a static asset of
//     the same bytes (the variant written into the build's /assets/), autocannon, same connections, rounds
//     alternated. Target ≥ 0.8.
// BENCH_DURATION_S (4) sets each kind's total time in (1); (2) runs SERVE_ROUNDS rounds of 1 s per side. Run: npm run bench -- storage-render
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/server.ts';
import { photoWithGps } from '../apps/server/src/storage/transform/test-images.ts';
import { combine, fmt, load, type Figures } from './support/load.ts';

const TOTAL_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = 4;
/** Rounds of (2): short and many, so the machine's other load falls on both sides alike. */
const SERVE_ROUNDS = 8;
const CONCURRENCY = 2;
const CONNECTIONS = 16;
const COPIES = 40;
/** Steps of the ladder's quality (20): nearer ones would be one variant. */
const QUALITIES = [60, 80, 100];
const TARGET = 0.8;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = mkdtempSync(join(tmpdir(), 'bench-render-dist-'));
const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'], {
  cwd: join(root, 'apps', 'web'),
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-render-'));
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01',
});
const server = await startServer(config, { webDist: dist });
try {
  const key = server.keys.serviceKey;
  const auth = { apikey: key, Authorization: `Bearer ${key}` };
  // The uploaded photo is stored without its EXIF (what the endpoint reads); the bare call gets the same bytes.
  const original = await photoWithGps();
  for (let i = 0; i < COPIES; i += 1) {
    const res = await fetch(`${server.url}/storage/v1/object/media/bench/photo-${i}.jpg`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'image/jpeg' },
      body: new Uint8Array(original),
    });
    if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  }
  const stored = Buffer.from(
    await (await fetch(`${server.url}/storage/v1/object/public/media/bench/photo-0.jpg`)).arrayBuffer(),
  );

  // (1) fresh renders through HTTP ÷ the bare sharp call.
  const fresh: string[] = [];
  for (const q of QUALITIES)
    for (let i = 0; i < COPIES; i += 1)
      fresh.push(
        `${server.url}/storage/v1/render/image/public/media/bench/photo-${i}.jpg?width=768&format=webp&quality=${q}`,
      );
  let next = 0;
  const endpoint = async () => {
    const url = fresh[next++];
    if (!url) throw new Error('ran out of unrendered variants: raise COPIES');
    // As the service role: this measures renders, not the anonymous render limit (transform/render-rate.ts).
    const res = await fetch(url, { headers: auth });
    if (res.status !== 200) throw new Error(`render answered ${res.status}`);
    return (await res.arrayBuffer()).byteLength;
  };
  let qi = 0;
  const bare = async () =>
    (
      await sharp(stored)
        .resize({ width: 768 })
        .webp({ quality: QUALITIES[qi++ % QUALITIES.length] })
        .toBuffer()
    ).length;
  const check = await sharp(Buffer.from(await (await fetch(fresh[next++] ?? '', { headers: auth })).arrayBuffer())).metadata();
  if (check.format !== 'webp' || check.width !== 768 || check.height !== 512)
    throw new Error('the endpoint renders another image');

  const phase = async (fn: () => Promise<number>, ms: number): Promise<number> => {
    const until = performance.now() + ms;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await fn();
          done += 1;
        }
      }),
    );
    return done;
  };
  await phase(bare, 300);
  await phase(endpoint, 300);
  const counts = { endpoint: 0, bare: 0 };
  const phaseMs = (TOTAL_S * 1000) / ROUNDS;
  for (let round = 0; round < ROUNDS; round += 1) {
    counts.bare += await phase(bare, phaseMs);
    counts.endpoint += await phase(endpoint, phaseMs);
  }
  const transformRatio = counts.endpoint / counts.bare;
  console.log(
    `(1) 2000×1333 JPEG → 768-wide WebP, ${CONCURRENCY} in flight, ${ROUNDS} alternated rounds, ${TOTAL_S} s each kind (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(`  same sharp call in process:  ${(counts.bare / TOTAL_S).toFixed(1)} renders/s`);
  console.log(`  GET /render/image (fresh):   ${(counts.endpoint / TOTAL_S).toFixed(1)} renders/s`);
  console.log(
    `  ratio ${transformRatio.toFixed(2)} (target ≥ ${TARGET}) — ${transformRatio >= TARGET ? 'met' : 'NOT MET'}`,
  );

  // (2) a cached variant ÷ a static asset of the same size class: the variant's own bytes written into the build as
  // /assets/bench-variant.webp, so both answers carry the same bytes and type (sent as they are: autocannon asks for
  // no compression). Both GET, same connections, rounds alternated. The favicon's figure is printed for scale.
  const cachedUrl = `${server.url}/storage/v1/render/image/public/media/bench/photo-0.jpg?width=768&format=webp`;
  const warm = await fetch(cachedUrl);
  const variant = new Uint8Array(await warm.arrayBuffer());
  const variantBytes = variant.byteLength;
  writeFileSync(join(dist, 'assets', 'bench-variant.webp'), variant);
  const assetUrl = `${server.url}/assets/bench-variant.webp`;
  const asset = await fetch(assetUrl);
  if (asset.status !== 200 || asset.headers.get('content-type') !== 'image/webp')
    throw new Error(`${assetUrl} answered ${asset.status}`);
  const assetBytes = (await asset.arrayBuffer()).byteLength;
  const faviconUrl = `${server.url}/favicon.svg`;
  const runs: { asset: Figures[]; cached: Figures[]; favicon: Figures[] } = {
    asset: [],
    cached: [],
    favicon: [],
  };
  const each = 1;
  // The server's CPU time per request on each side (the server runs in this process, autocannon in its own): what the
  // machine's other load cannot skew the way it skews throughput.
  const cpu = { asset: 0, cached: 0 };
  const measured = async (url: string, side: 'asset' | 'cached'): Promise<Figures> => {
    const before = process.cpuUsage();
    const f = await load(url, {}, CONNECTIONS, each);
    const used = process.cpuUsage(before);
    cpu[side] += (used.user + used.system) / Math.max(1, f.rps * each);
    return f;
  };
  for (let round = 0; round < SERVE_ROUNDS; round += 1) {
    runs.asset.push(await measured(assetUrl, 'asset'));
    runs.cached.push(await measured(cachedUrl, 'cached'));
  }
  runs.favicon.push(await load(faviconUrl, {}, CONNECTIONS, each));
  const a = combine(runs.asset);
  const v = combine(runs.cached);
  const cachedRatio = v.rps / a.rps;
  console.log(
    `(2) ${CONNECTIONS} connections, ${SERVE_ROUNDS} alternated rounds of ${each} s (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  const perReq = (side: 'asset' | 'cached') =>
    `${(cpu[side] / SERVE_ROUNDS).toFixed(0)} µs server CPU/request`;
  console.log(`  static /assets/bench-variant.webp (${assetBytes} B):  ${fmt(a)}  ${perReq('asset')}`);
  console.log(`  cached variant (${variantBytes} B):  ${fmt(v)}  ${perReq('cached')}`);
  console.log(`  (for scale: /favicon.svg, one round: ${fmt(combine(runs.favicon))})`);
  console.log(
    `  ratio ${cachedRatio.toFixed(2)} (target ≥ ${TARGET}) — ${cachedRatio >= TARGET ? 'met' : 'NOT MET'}`,
  );
  console.log(
    `  server CPU per request, static ÷ cached variant: ${(cpu.asset / cpu.cached).toFixed(2)} (≥ 1: the variant costs no more)`,
  );
  process.exitCode = transformRatio < TARGET || cachedRatio < TARGET || a.errors + v.errors > 0 ? 1 : 0;
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
}
process.exit();
