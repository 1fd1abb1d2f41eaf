// Crash safety at length: many SIGKILL cycles (plus SIGTERM ones) against one database, checking after
// each that every acknowledged write is there and that the database reopens cleanly.
// Usage: node --import tsx bench/crash-cycles.ts [cycles=50]   (TEST_DATABASE_URL set → also PostgreSQL)
import { crashCycle, prepareCrashTable } from '../apps/server/test/support/crash-cycle.ts';
import { buildGoldens, dropGoldens } from '../apps/server/test/support/golden.ts';
import { backends } from '../apps/server/test/support/backends.ts';
import { createTestDatabase } from '../apps/server/test/support/test-server.ts';

const cycles = Number(process.argv[2] ?? 50);
await buildGoldens();
try {
  for (const backend of backends) {
    const testDb = await createTestDatabase(backend);
    await prepareCrashTable(testDb.env);
    let acked = 0;
    let lost = 0;
    const reopen: number[] = [];
    const t0 = performance.now();
    try {
      for (let i = 0; i < cycles; i++) {
        const signal = i % 10 === 9 ? 'SIGTERM' : 'SIGKILL';
        const r = await crashCycle(testDb.env, { startId: i * 100_000, writesBeforeKill: 25 + (i % 7) * 10, signal });
        acked += r.acknowledged;
        lost += r.acknowledged - r.found;
        reopen.push(r.reopenMs);
      }
    } finally {
      await testDb.cleanup();
    }
    reopen.sort((a, b) => a - b);
    console.log(
      `${backend}: ${cycles} cycles in ${Math.round((performance.now() - t0) / 1000)} s, ${acked} acknowledged writes, ` +
        `${lost} lost; reopen+verify median ${reopen[Math.floor(reopen.length / 2)]} ms, max ${reopen.at(-1)} ms`,
    );
    if (lost > 0) process.exitCode = 1;
  }
} finally {
  await dropGoldens();
}
