// Image transformation throughput (issue 23, first bench figure, in-process part): a 2000×1333 JPEG rendered to an
// 800-wide WebP through `render()` (type sniffing, header pixel check, orientation, the resize plan, metadata
// stripped) ÷ the same work as one bare sharp call, phases alternated in the same run. Each phase keeps
// CONCURRENCY renders in flight (libvips uses the other cores per render). The endpoint version (HTTP, variant cache)
// comes with the /render/image routes.
// Target: ratio ≥ 0.8. BENCH_DURATION_S (4) sets each kind's total time.
// Run: npm run bench -- image-transform
import { loadavg } from 'node:os';
import sharp from 'sharp';
import { normaliseTransform } from '../apps/server/src/storage/transform/params.ts';
import { render } from '../apps/server/src/storage/transform/render.ts';
import { photoWithGps } from '../apps/server/src/storage/transform/test-images.ts';

const TOTAL_S = Number(process.env.BENCH_DURATION_S ?? 4);
const ROUNDS = 4;
const CONCURRENCY = 2;
const TARGET = 0.8;

const photo = await photoWithGps();
const request = { ...normaliseTransform({ width: 800, format: 'webp' }), format: 'webp' as const };

const ours = async () => (await render(photo, request)).bytes.length;
const bare = async () => (await sharp(photo).resize({ width: 800 }).webp({ quality: 80 }).toBuffer()).length;

// Both produce an 800×533 WebP of similar size: the comparison is of the same work.
const [a, b] = await Promise.all([
  render(photo, request),
  sharp(photo).resize({ width: 800 }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true }),
]);
if (a.width !== b.info.width || a.height !== b.info.height)
  throw new Error('the two calls render different sizes');

async function phase(fn: () => Promise<number>, ms: number): Promise<number> {
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
}

await phase(ours, 300); // warm-up: libvips' operation cache and the JIT
await phase(bare, 300);
const counts = { ours: 0, bare: 0 };
const phaseMs = (TOTAL_S * 1000) / ROUNDS;
for (let round = 0; round < ROUNDS; round += 1) {
  counts.bare += await phase(bare, phaseMs);
  counts.ours += await phase(ours, phaseMs);
}

const rate = (n: number) => n / TOTAL_S;
const ratio = rate(counts.ours) / rate(counts.bare);
console.log(
  `2000×1333 JPEG → 800-wide WebP (q 80), ${CONCURRENCY} in flight, ${ROUNDS} alternated rounds, ${TOTAL_S} s each kind` +
    ` (load average ${loadavg()[0]?.toFixed(1)}; output ${a.width}×${a.height}, ${a.bytes.length} vs ${b.data.length} bytes)`,
);
console.log(`  bare sharp call:  ${rate(counts.bare).toFixed(1)} renders/s`);
console.log(`  render():         ${rate(counts.ours).toFixed(1)} renders/s`);
console.log(`  ratio ${ratio.toFixed(2)} (target ≥ ${TARGET}) — ${ratio >= TARGET ? 'met' : 'NOT MET'}`);
process.exit(ratio >= TARGET ? 0 : 1);
