// The PGlite adapter's statement deadline: PGlite ignores statement_timeout and runs on one worker behind a
// FIFO lock, so a runaway statement would hold every request. On expiry the worker is replaced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { DbError, type Database } from './types.ts';

// Generous: the machine running the tests may be loaded, and a fresh worker's first statements are slower.
const DEADLINE_MS = 3000;

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof DbError ? err.code : String(err);
  }
}

describe('PGlite statement deadline', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-deadline-'));
    db = await openPglite({ dataDir: dir, statementTimeoutMs: DEADLINE_MS, closeTimeoutMs: 300 });
    await db.exec('create table kept (n int)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cancels a statement past the deadline with 57014, and the next statement works', async () => {
    const started = Date.now();
    await expect(db.query('select pg_sleep(60)')).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    // Cut long before the statement would end; the margin covers reopening the worker on a loaded machine.
    expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 20_000);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  }, 30_000);

  it('keeps committed data and loses only the stuck transaction', async () => {
    // No deadline for the setup write: a fresh worker's first statements can be slow on a loaded machine.
    await db.transaction(
      async (tx) => {
        await tx.query('insert into kept values (1)');
      },
      { maintenance: true },
    );
    const stuck = db.transaction(async (tx) => {
      await tx.query('insert into kept values (2)');
      await tx.query('select pg_sleep(20)');
    });
    expect(await code(stuck)).toBe('57014');
    expect((await db.query<{ n: number }>('select n from kept order by n')).rows).toEqual([{ n: 1 }]);
  }, 30_000);

  it('lets requests queued behind the stuck one run on the new worker', async () => {
    const stuck = db.query('select pg_sleep(20)');
    const queued = db.query<{ two: number }>('select 2 as two');
    expect(await code(stuck)).toBe('57014');
    expect((await queued).rows).toEqual([{ two: 2 }]);
  }, 30_000);

  it('applies a shorter deadline a transaction asks for, never a longer one', async () => {
    let started = Date.now();
    expect(await code(db.transaction((tx) => tx.query('select pg_sleep(20)'), { timeoutMs: 50 }))).toBe('57014');
    const short = Date.now() - started;
    started = Date.now();
    expect(await code(db.transaction((tx) => tx.query('select pg_sleep(0.05)'), { timeoutMs: 60_000 }))).toBe('resolved');
    expect(await code(db.transaction((tx) => tx.query('select pg_sleep(20)'), { timeoutMs: 60_000 }))).toBe('57014');
    expect(short).toBeLessThan(Date.now() - started);
  }, 30_000);

  it('answers ping at once while a statement holds the worker', async () => {
    const stuck = db.query('select pg_sleep(20)');
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    expect((await db.ping()).version).toMatch(/^PostgreSQL \d+/);
    expect(Date.now() - started).toBeLessThan(300);
    expect(await code(stuck)).toBe('57014');
  }, 30_000);
});

describe('PGlite close with a stuck statement', () => {
  it('finishes within its bound and fails what was queued', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-close-'));
    try {
      const db = await openPglite({ dataDir: dir, closeTimeoutMs: 300 });
      // Maintenance work has no deadline: only close() can end it.
      const stuck = code(db.transaction((tx) => tx.query('select pg_sleep(60)'), { maintenance: true }));
      const queued = code(db.query('select 1'));
      await new Promise((r) => setTimeout(r, 50));
      const started = Date.now();
      await db.close();
      expect(Date.now() - started).toBeLessThan(1500);
      expect(await stuck).toBe('08003');
      expect(await queued).toBe('08003');
      expect(await code(db.query('select 1'))).toBe('08003');
      await expect(db.ping()).rejects.toMatchObject({ code: '08003' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
