// PGlite's turns (fair-lock.ts): one holder at a time, waiting clients served round-robin. Event order only, no clock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/test-server.ts';
import { FairLock } from './fair-lock.ts';
import { readInRequest } from './request-context.ts';
import type { Database } from './types.ts';

/** A promise and the function that settles it: lets a test hold the lock until it says so. */
function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('FairLock', () => {
  it('runs one holder at a time and serves waiting clients in turn, each client in its own order', async () => {
    const lock = new FairLock();
    const order: string[] = [];
    let inside = 0;
    let most = 0;
    const first = gate();
    const turn = (name: string, client: string, wait?: Promise<void>) =>
      lock.run(async () => {
        inside++;
        most = Math.max(most, inside);
        if (wait) await wait;
        order.push(name);
        inside--;
      }, client);
    const all = [
      turn('a1', 'a', first.opened),
      turn('a2', 'a'),
      turn('a3', 'a'),
      turn('a4', 'a'),
      turn('b1', 'b'),
      turn('c1', 'c'),
      turn('b2', 'b'),
    ];
    expect(lock.waiting).toBe(6);
    first.open();
    await Promise.all(all);
    // A FIFO would give a1 a2 a3 a4 b1 c1 b2: b and c would wait for all of a's queue.
    expect(order).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4']);
    expect(most).toBe(1);
    expect(lock.waiting).toBe(0);
  });

  it('passes the lock on when a holder throws', async () => {
    const lock = new FairLock();
    const failed = lock.run(async () => {
      throw new Error('boom');
    }, 'a');
    const next = lock.run(async () => 'ran', 'b');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('ran');
  });
});

describe('PGlite serves waiting clients in turn', () => {
  let db: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const t = await openTestDatabase('pglite');
    db = t.opened.db;
    cleanup = t.cleanup;
  });
  afterAll(async () => cleanup());

  it('a second client’s read runs before the first client’s queued reads', async () => {
    const order: string[] = [];
    const held = gate();
    const started = gate();
    // Client a holds the connection, then queues three more reads; client b queues one after them.
    const holding = db.transaction(
      async () => {
        started.open();
        await held.opened;
      },
      { client: 'a' },
    );
    await started.opened;
    const read = (name: string, client: string) =>
      readInRequest(
        db,
        { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/t', client },
        { text: 'select 1 as one', values: [] },
      ).then(() => order.push(name));
    const queued = [read('a1', 'a'), read('a2', 'a'), read('a3', 'a'), read('b1', 'b')];
    held.open();
    await Promise.all([holding, ...queued]);
    expect(order).toEqual(['a1', 'b1', 'a2', 'a3']);
  });
});
