// The PGlite adapter's statement deadline: PGlite ignores statement_timeout and runs on one worker behind a
// lock, so a runaway statement would hold every request. On expiry the worker is replaced. The deadlines
// here are a test's timers, fired when the test says: what is checked is which deadline is set and what
// happens when it expires, never how long anything took (bench/pglite-deadline.ts measures that).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualTimers } from '../../test/support/manual-timers.ts';
import { openPglite } from './pglite.ts';
import { DbError, type Database } from './types.ts';

const DEADLINE_MS = 3000;

async function code(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (err) {
    return err instanceof DbError ? err.code : String(err);
  }
}

/** One turn of the event loop: whatever needs no I/O has settled by then. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('PGlite statement deadline', () => {
  let dir: string;
  let db: Database;
  const timers = manualTimers();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-deadline-'));
    db = await openPglite({
      dataDir: dir,
      statementTimeoutMs: DEADLINE_MS,
      closeTimeoutMs: 300,
      timer: timers.timer,
    });
    await db.exec('create table kept (n int)');
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('cancels a statement at its deadline with 57014, and the next statement works', async () => {
    expect(timers.running()).toBe(0);
    const stuck = db.query('select pg_sleep(60)');
    const deadline = await timers.next();
    expect(deadline.ms).toBe(DEADLINE_MS);
    deadline.fire();
    await expect(stuck).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    // A statement that ends in time stops its deadline.
    expect(timers.running()).toBe(0);
  }, 30_000);

  it('keeps committed data and loses only the stuck transaction', async () => {
    // Maintenance work has no deadline at all.
    await db.transaction(
      async (tx) => {
        expect(timers.running()).toBe(0);
        await tx.query('insert into kept values (1)');
      },
      { maintenance: true },
    );
    let inserted = () => {};
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const stuck = db.transaction(async (tx) => {
      await tx.query('insert into kept values (2)');
      inserted();
      await tx.query('select pg_sleep(20)');
    });
    const deadline = await timers.next();
    await written;
    deadline.fire();
    expect(await code(stuck)).toBe('57014');
    expect((await db.query<{ n: number }>('select n from kept order by n')).rows).toEqual([{ n: 1 }]);
  }, 30_000);

  it('lets requests queued behind the stuck one run on the new worker', async () => {
    const stuck = db.query('select pg_sleep(20)');
    const queued = db.query<{ two: number }>('select 2 as two');
    (await timers.next()).fire();
    expect(await code(stuck)).toBe('57014');
    expect((await queued).rows).toEqual([{ two: 2 }]);
  }, 30_000);

  it('applies a shorter deadline a transaction asks for, never a longer one', async () => {
    const short = db.transaction((tx) => tx.query('select pg_sleep(20)'), { timeoutMs: 50 });
    const first = await timers.next();
    expect(first.ms).toBe(50);
    first.fire();
    expect(await code(short)).toBe('57014');

    const long = db.transaction((tx) => tx.query('select pg_sleep(20)'), { timeoutMs: 60_000 });
    const second = await timers.next();
    expect(second.ms).toBe(DEADLINE_MS);
    second.fire();
    expect(await code(long)).toBe('57014');
  }, 30_000);

  it('answers ping at once while a statement holds the worker', async () => {
    const stuck = code(db.query('select pg_sleep(20)'));
    const deadline = await timers.next();
    let answer: unknown;
    void db.ping().then((a) => (answer = a));
    await turn();
    // Answered while the statement still holds the worker: ping did not queue behind it.
    expect(answer).toMatchObject({ version: expect.stringMatching(/^PostgreSQL \d+/) });
    deadline.fire();
    expect(await stuck).toBe('57014');
  }, 30_000);
});

describe('PGlite close with a stuck statement', () => {
  it('waits at most its bound, then fails the stuck work and what was queued', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-close-'));
    const timers = manualTimers();
    try {
      const db = await openPglite({ dataDir: dir, closeTimeoutMs: 300, timer: timers.timer });
      let entered = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      // Maintenance work has no deadline: only close() can end it.
      const stuck = code(
        db.transaction(
          async (tx) => {
            entered();
            await tx.query('select pg_sleep(60)');
          },
          { maintenance: true },
        ),
      );
      const queued = code(db.query('select 1'));
      await inside;
      expect(timers.running()).toBe(0);
      let closed = false;
      const closing = db.close().then(() => (closed = true));
      const bound = await timers.next();
      expect(bound.ms).toBe(300);
      await turn();
      expect(closed).toBe(false);
      bound.fire();
      await closing;
      expect(await stuck).toBe('08003');
      expect(await queued).toBe('08003');
      expect(await code(db.query('select 1'))).toBe('08003');
      await expect(db.ping()).rejects.toMatchObject({ code: '08003' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
