import { realTimer, type Timer } from '../clock.ts';
import { FairLock } from './fair-lock.ts';
import { connectionClosed, startWorker, type PgliteConnection } from './pglite-connection.ts';
import type { WorkerInit } from './pglite-protocol.ts';
import {
  statementTimeoutError,
  type Database,
  type Queryable,
  type QueryResult,
  type Row,
  type Statement,
  type TransactionOptions,
} from './types.ts';

/**
 * 32MB instead of PGlite's 128MB: the buffers live in the WASM heap, which never shrinks, while pages PGlite reads
 * from its data directory also stay in the operating system's file cache. Measured on a reopened demo site: 318 MB
 * resident with 128MB, 219 MB with 32MB (bench/boot.ts prints the server's RSS).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export interface PgliteOptions {
  dataDir: string;
  /**
   * Postgres' fsync setting (PGlite's default is off). Measured: PGlite 0.5's Node filesystem never issues an
   * fsync syscall either way, so this does not add power-loss durability (docs/decisions/0002-pglite-durability.md).
   * Kept for bench/pglite-fsync.ts, which demonstrates that.
   */
  fsync?: boolean;
  loadDataDir?: Uint8Array;
  /** shared_buffers (default PGLITE_SHARED_BUFFERS). */
  sharedBuffers?: string;
  /**
   * The longest any statement or transaction may hold the database, in ms (a transaction may ask for less).
   * Unset: no deadline. PGlite ignores statement_timeout, so this is the only bound on a runaway query.
   */
  statementTimeoutMs?: number;
  /** How long close() lets the running transaction finish before ending the worker (default 2000 ms). */
  closeTimeoutMs?: number;
  /** Starts the deadlines' and close()'s timers (default: the real clock); tests fire them on demand. */
  timer?: Timer;
}

const EXPIRED = Symbol('expired');

function bound(c: PgliteConnection): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      return (await c.send({ op: 'query', sql, params })).result as QueryResult<T>;
    },
    async exec(sql: string): Promise<void> {
      await c.send({ op: 'exec', sql });
    },
  };
}

function shorter(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  return b === undefined ? a : Math.min(a, b);
}

/**
 * PGlite on a worker thread behind a FIFO lock: one transaction at a time, event loop stays free. Every hold
 * of the lock has a deadline: PGlite cannot cancel a statement, so on expiry the worker thread is ended and a
 * fresh one opened on the same data directory (committed data is on disk; the open transaction is lost), the
 * caller gets PostgreSQL's statement-timeout error and the queue moves on. The data-directory lock belongs to
 * the process (open.ts), so replacing the worker inside it needs no new lock.
 */
/** A consistent copy of a PGlite database: its data-directory dump and what `read` found in the same instant. */
export interface PgliteSnapshot<T> {
  bytes: Uint8Array;
  value: T;
}

/** The channels every PGlite worker LISTENs on (the site's caches: db/site-changes.ts). */
export const PGLITE_CHANNELS = ['site_changed'] as const;

export interface PgliteDatabase extends Database {
  /**
   * Hears every NOTIFY on PGLITE_CHANNELS, before the statement that caused it answers; `onMissed` when the worker
   * was replaced (a deadline ended it), since whatever was announced while it went away was never heard.
   * Returns the unsubscribe.
   */
  onNotification(
    listener: (channel: string, payload: string) => void,
    onMissed: () => void,
  ): () => void;
  dump(): Promise<Uint8Array>;
  /**
   * Runs `read`, then dumps the data directory, in one hold of the lock: no transaction runs in between, so the
   * dump holds exactly what `read` saw (a backup's row counts). Requests queue meanwhile; none fails.
   */
  snapshot<T>(read: (q: Queryable) => Promise<T>): Promise<PgliteSnapshot<T>>;
}

export async function openPglite(opts: PgliteOptions): Promise<PgliteDatabase> {
  const init: WorkerInit = {
    dataDir: opts.dataDir,
    fsync: opts.fsync ?? false,
    sharedBuffers: opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS,
    channels: PGLITE_CHANNELS,
  };
  const subscribers = new Set<{ listener: (channel: string, payload: string) => void; onMissed: () => void }>();
  const notify = (channel: string, payload: string) => {
    for (const s of subscribers) s.listener(channel, payload);
  };
  // Only the first worker restores a backup: after that the data is in the directory.
  let conn = await startWorker(opts.loadDataDir ? { ...init, loadDataDir: opts.loadDataDir } : init, notify);
  const version = await bound(conn)
    .query<{ version: string }>('select version() as version')
    .then((r) => r.rows[0]?.version ?? 'unknown');
  const lock = new FairLock();
  const closeTimeoutMs = opts.closeTimeoutMs ?? 2000;
  const timer = opts.timer ?? realTimer;
  /** Resolves after `ms`, or never once `cancel` is called. */
  const sleep = (ms: number) => {
    let cancel = () => {};
    const done = new Promise<void>((resolve) => (cancel = timer(ms, resolve)));
    return { done, cancel };
  };
  /** Waits for `work`, but at most `ms`. */
  const within = async (work: Promise<unknown>, ms: number) => {
    const { done, cancel } = sleep(ms);
    await Promise.race([work, done]).finally(cancel);
  };
  let holders = 0;
  let closed = false;
  let reopening: Promise<PgliteConnection> | null = null;

  function reopen(): Promise<PgliteConnection> {
    reopening ??= startWorker(init, notify)
      .then(async (fresh) => {
        if (closed) {
          await fresh.terminate();
          throw connectionClosed();
        }
        conn = fresh;
        for (const s of subscribers) s.onMissed();
        return fresh;
      })
      .finally(() => (reopening = null));
    return reopening;
  }

  async function withDeadline<T>(
    c: PgliteConnection,
    ms: number,
    work: (c: PgliteConnection) => Promise<T>,
  ): Promise<T> {
    const { done, cancel } = sleep(ms);
    const expired = done.then((): typeof EXPIRED => EXPIRED);
    const running = work(c).then((value) => ({ value }));
    // After the deadline it settles on its own (its worker is gone); nobody awaits it then.
    running.catch(() => undefined);
    try {
      const first = await Promise.race([running, expired]);
      if (first !== EXPIRED) return first.value;
    } finally {
      cancel();
    }
    await c.terminate();
    // Reopen before releasing the lock so queued requests run on the new worker; if that fails, the next
    // holder tries again.
    if (!closed) await reopen().catch(() => undefined);
    throw statementTimeoutError();
  }

  /** Runs `work` holding the lock (in `client`'s turn), on a live worker, within `deadlineMs` (undefined: no deadline). */
  function hold<T>(
    deadlineMs: number | undefined,
    work: (c: PgliteConnection) => Promise<T>,
    client?: string,
  ): Promise<T> {
    if (closed) return Promise.reject(connectionClosed());
    holders++;
    return lock
      .run(async () => {
        if (closed) throw connectionClosed();
        const c = conn.exited ? await reopen() : conn;
        return deadlineMs === undefined ? work(c) : withDeadline(c, deadlineMs, work);
      }, client)
      .finally(() => holders--);
  }

  const limit = opts.statementTimeoutMs;
  return {
    kind: 'pglite',
    onNotification(listener, onMissed) {
      const s = { listener, onMissed };
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    query: (sql, params) => hold(limit, (c) => bound(c).query(sql, params)),
    exec: (sql) => hold(limit, (c) => bound(c).exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>, txOpts: TransactionOptions = {}): Promise<T> {
      const deadline = txOpts.maintenance ? undefined : shorter(txOpts.timeoutMs, limit);
      return hold(
        deadline,
        async (c) => {
          const tx = bound(c);
          await tx.exec('begin');
          try {
            const result = await fn(tx);
            await tx.exec('commit');
            return result;
          } catch (err) {
            if (!c.exited) await tx.exec('rollback').catch(() => undefined);
            throw err;
          }
        },
        txOpts.client,
      );
    },
    readPair<T = Row>(
      setup: Statement,
      statement: Statement,
      txOpts: TransactionOptions = {},
    ): Promise<QueryResult<T>> {
      const deadline = txOpts.maintenance ? undefined : shorter(txOpts.timeoutMs, limit);
      return hold(
        deadline,
        async (c) => {
          const reply = await c.send({
            op: 'pair',
            setup: { sql: setup.text, params: setup.values },
            statement: { sql: statement.text, params: statement.values },
          });
          return reply.result as QueryResult<T>;
        },
        txOpts.client,
      );
    },
    async ping() {
      if (closed) throw connectionClosed();
      // Busy: answer from liveness instead of queueing. Whatever holds the lock is bounded by its deadline.
      if (holders > 0) {
        if (conn.exited && !reopening) throw connectionClosed();
        return { version };
      }
      return hold(limit, async (c) => {
        const { rows } = await bound(c).query<{ version: string }>('select version() as version');
        return { version: rows[0]?.version ?? version };
      });
    },
    dump: () => hold(undefined, async (c) => (await c.send({ op: 'dump' })).bytes as Uint8Array),
    snapshot: <T>(read: (q: Queryable) => Promise<T>) =>
      hold(undefined, async (c) => {
        const value = await read(bound(c));
        const bytes = (await c.send({ op: 'dump' })).bytes as Uint8Array;
        return { bytes, value };
      }),
    async close() {
      if (closed) return;
      closed = true;
      // Let the running transaction finish and PGlite close cleanly, but not for longer than closeTimeoutMs:
      // a stuck statement must not keep the process from exiting.
      const orderly = lock.run(async () => {
        if (!conn.exited) await conn.send({ op: 'close' }).catch(() => undefined);
      });
      orderly.catch(() => undefined);
      await within(orderly, closeTimeoutMs);
      await conn.terminate();
      if (reopening)
        await within(
          reopening.catch(() => undefined),
          closeTimeoutMs,
        );
    },
  };
}
