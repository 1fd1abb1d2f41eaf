// Acknowledged writes survive SIGKILL and SIGTERM of the server, and the database reopens cleanly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { crashCycle, prepareCrashTable } from './support/crash-cycle.ts';
import { createTestDatabase, type TestDatabase } from './support/test-server.ts';

describe.each(backends)('crash safety on %s', (backend) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    await prepareCrashTable(testDb.env);
  });
  afterAll(async () => testDb.cleanup());

  it('keeps every acknowledged row across SIGKILL cycles', async () => {
    for (let cycle = 0; cycle < 3; cycle++) {
      const r = await crashCycle(testDb.env, { startId: cycle * 10_000, writesBeforeKill: 40, signal: 'SIGKILL' });
      expect(r.acknowledged).toBeGreaterThanOrEqual(40);
      expect(r.found).toBe(r.acknowledged);
    }
  });

  it('keeps every acknowledged row when stopped with SIGTERM during writes', async () => {
    const r = await crashCycle(testDb.env, { startId: 100_000, writesBeforeKill: 40, signal: 'SIGTERM' });
    expect(r.found).toBe(r.acknowledged);
  });
});
