// How long the PGlite adapter's bounds take on the real clock (src/db/pglite-deadline.test.ts checks what
// they do, with timers it fires itself). Baselines from the same run:
// - a statement past its deadline: from the deadline to the 57014 answer and to the next statement's answer
//   (the worker is ended and a new one opened), against opening the adapter on the same directory;
// - /healthz's ping while a statement holds the worker, against a ping when idle;
// - close() with a stuck statement, against its bound (closeTimeoutMs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../apps/server/src/db/pglite.ts';
import type { Queryable } from '../apps/server/src/db/types.ts';

const DEADLINE_MS = 1000;
const CLOSE_TIMEOUT_MS = 300;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const start = performance.now();
  await work().catch(() => undefined);
  return performance.now() - start;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-deadline-'));
  try {
    // Created once, so every later open is a reopen of an existing directory (what recovery does).
    await (await openPglite({ dataDir: dir })).close();
    const opens: number[] = [];
    const answers: number[] = [];
    const recoveries: number[] = [];
    const idlePings: number[] = [];
    const busyPings: number[] = [];
    const closes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let db: Awaited<ReturnType<typeof openPglite>> | undefined;
      opens.push(
        await timed(async () => {
          db = await openPglite({
            dataDir: dir,
            statementTimeoutMs: DEADLINE_MS,
            closeTimeoutMs: CLOSE_TIMEOUT_MS,
          });
        }),
      );
      if (!db) throw new Error('could not open PGlite');
      const open = db;
      // Without a deadline: a fresh worker's first statements are slow on a loaded machine.
      const first = (tx: Queryable) => tx.query('select 1');
      await open.transaction(first, { maintenance: true });
      idlePings.push(await timed(() => open.ping()));

      const start = performance.now();
      const stuck = open.query('select pg_sleep(60)').catch((err: unknown) => err);
      busyPings.push(await timed(() => open.ping()));
      await stuck;
      answers.push(performance.now() - start - DEADLINE_MS);
      await open.transaction(first, { maintenance: true });
      recoveries.push(performance.now() - start - DEADLINE_MS);

      let entered = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const held = open
        .transaction(
          async (tx) => {
            entered();
            await tx.query('select pg_sleep(60)');
          },
          { maintenance: true },
        )
        .catch(() => undefined);
      await inside;
      closes.push(await timed(() => open.close()));
      await held;
    }
    const open = median(opens);
    console.log(
      `PGlite bounds, median of ${ROUNDS} rounds (deadline ${DEADLINE_MS} ms, close bound ${CLOSE_TIMEOUT_MS} ms)`,
    );
    console.log(
      `  deadline → 57014 (the worker ended and a new one open): +${ms(median(answers))}; → the next statement answered: +${ms(median(recoveries))}`,
    );
    console.log(
      `  baseline, opening the adapter on the same directory: ${ms(open)}; ratio recovery/open ${(median(recoveries) / open).toFixed(2)}`,
    );
    console.log(
      `  ping while a statement holds the worker: ${ms(median(busyPings))}; idle: ${ms(median(idlePings))}; ratio ${(median(busyPings) / median(idlePings)).toFixed(2)}`,
    );
    console.log(
      `  close() with a stuck statement: ${ms(median(closes))}; ratio to its bound ${(median(closes) / CLOSE_TIMEOUT_MS).toFixed(2)}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
