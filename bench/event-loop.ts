// Event-loop delay of the server thread during a read load on PGlite.
// Ours: PGlite on a worker thread (what the server uses). Baseline, same run: PGlite on the calling thread.
// Target (issue 2): p99 ≤ 50 ms with the worker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '../apps/server/src/db/pglite.ts';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 4000);
const CONCURRENCY = 8;
const SETUP = `create table t (id int primary key, payload text);
  insert into t select g, md5(g::text) || repeat('x', 100) from generate_series(1, 60000) g;`;
// A deliberately heavy read (tens of ms): what an expensive listing or search costs.
const READ = `select count(*), sum(length(payload)), max(md5(payload || id)) from t where payload like '%a%'`;

interface Run {
  queries: number;
  p50: number;
  p99: number;
  max: number;
}

async function measure(query: (sql: string) => Promise<unknown>): Promise<Run> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  // A 5 ms ticker as a second witness: a blocked loop records one huge gap instead of no samples at all.
  const gaps: number[] = [];
  let last = performance.now();
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    gaps.push(now - last - 5);
    last = now;
    if (ticking) setTimeout(tick, 5);
  };
  setTimeout(tick, 5);
  let queries = 0;
  const end = Date.now() + DURATION_MS;
  h.enable();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        await query(READ);
        queries++;
      }
    }),
  );
  h.disable();
  await new Promise((r) => setTimeout(r, 20));
  ticking = false;
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  // Weight each ticker gap by the time it covers, so one 4 s stall counts as 4 s of delay, not one sample.
  const weighted = gaps.flatMap((g) => Array.from({ length: Math.max(1, Math.round((g + 5) / 5)) }, () => g)).sort((a, b) => a - b);
  const pct = (p: number) => Math.round((weighted[Math.min(weighted.length - 1, Math.floor((p / 100) * weighted.length))] ?? 0) * 10) / 10;
  return {
    queries,
    p50: Math.max(ms(h.percentile(50)), pct(50)),
    p99: Math.max(ms(h.percentile(99)), pct(99)),
    max: Math.max(ms(h.max), Math.round(Math.max(...gaps) * 10) / 10),
  };
}

async function main(): Promise<void> {
  const dirA = mkdtempSync(join(tmpdir(), 'bench-el-'));
  const dirB = mkdtempSync(join(tmpdir(), 'bench-el-'));
  try {
    const worker = await openPglite({ dataDir: dirA });
    await worker.exec(SETUP);
    const ours = await measure((sql) => worker.query(sql));
    await worker.close();

    const inline = await PGlite.create(dirB);
    await inline.exec(SETUP);
    const base = await measure((sql) => inline.query(sql));
    await inline.close();

    console.log(`event-loop delay during ${DURATION_MS} ms of reads, ${CONCURRENCY} concurrent`);
    console.log(`  PGlite on worker thread (ours): p50 ${ours.p50} ms  p99 ${ours.p99} ms  max ${ours.max} ms  (${ours.queries} queries)`);
    console.log(`  PGlite on main thread (baseline): p50 ${base.p50} ms  p99 ${base.p99} ms  max ${base.max} ms  (${base.queries} queries)`);
    console.log(`  ratio p99 ours/baseline: ${(ours.p99 / base.p99).toFixed(3)}  target p99 ≤ 50 ms: ${ours.p99 <= 50 ? 'met' : 'NOT met'}`);
  } finally {
    rmSync(dirA, { recursive: true, force: true });
    rmSync(dirB, { recursive: true, force: true });
  }
}

await main();
