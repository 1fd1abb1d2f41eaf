import { Worker } from 'node:worker_threads';
import { Mutex } from './mutex.ts';
import type { WorkerInit, WorkerReply, WorkerRequest } from './pglite-protocol.ts';
import { DbError, type Database, type Queryable, type QueryResult, type Row } from './types.ts';

type Pending = { resolve: (reply: WorkerReply) => void; reject: (err: Error) => void };
type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PgliteOptions {
  dataDir: string;
  /**
   * Postgres' fsync setting (PGlite's default is off). Measured: PGlite 0.5's Node filesystem never issues an
   * fsync syscall either way, so this does not add power-loss durability (docs/decisions/0002-pglite-durability.md).
   * Kept for bench/pglite-fsync.ts, which demonstrates that.
   */
  fsync?: boolean;
  loadDataDir?: Uint8Array;
}


/** PGlite on a worker thread behind a FIFO lock: one transaction at a time, event loop stays free. */
export async function openPglite(opts: PgliteOptions): Promise<Database & { dump(): Promise<Uint8Array> }> {
  const init: WorkerInit = { dataDir: opts.dataDir, fsync: opts.fsync ?? false };
  if (opts.loadDataDir) init.loadDataDir = opts.loadDataDir;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: init });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let dead: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, {
      resolve: (r) => (r.error ? reject(new Error(`PGlite failed to open ${opts.dataDir}: ${r.error.message}`)) : resolve()),
      reject,
    });
  });
  worker.on('message', (reply: WorkerReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    p.resolve(reply);
  });
  const failAll = (err: Error) => {
    dead = err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`PGlite worker exited (code ${code})`)));
  await ready;

  function send(req: RequestBody, transfer?: ArrayBuffer[]): Promise<WorkerReply> {
    if (dead) return Promise.reject(new DbError({ message: 'database is closed', code: '08003' }));
    const id = nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id }, transfer ?? []);
    }).then((reply) => {
      if (reply.error) {
        throw new DbError({ ...reply.error, code: reply.error.code ?? 'XX000' });
      }
      return reply;
    });
  }

  const direct: Queryable = {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const reply = await send({ op: 'query', sql, params });
      return reply.result as QueryResult<T>;
    },
    async exec(sql: string): Promise<void> {
      await send({ op: 'exec', sql });
    },
  };

  const lock = new Mutex();
  let closed = false;

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => direct.query(sql, params)),
    exec: (sql) => lock.run(() => direct.exec(sql)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return lock.run(async () => {
        await direct.exec('begin');
        try {
          const result = await fn(direct);
          await direct.exec('commit');
          return result;
        } catch (err) {
          if (!dead) await direct.exec('rollback').catch(() => undefined);
          throw err;
        }
      });
    },
    dump: () => lock.run(async () => (await send({ op: 'dump' })).bytes as Uint8Array),
    async close() {
      if (closed) return;
      closed = true;
      await lock.run(async () => {
        if (!dead) await send({ op: 'close' }).catch(() => undefined);
      });
      await worker.terminate();
    },
  };
}
