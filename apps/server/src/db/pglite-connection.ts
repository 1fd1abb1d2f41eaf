// One PGlite worker thread and the messages to it. pglite.ts decides when to end one and start another.
import { Worker } from 'node:worker_threads';
import { NOTIFY_ID, type WorkerInit, type WorkerReply, type WorkerRequest } from './pglite-protocol.ts';
import { DbError } from './types.ts';

type Pending = { resolve: (reply: WorkerReply) => void; reject: (err: Error) => void };
export type RequestBody = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PgliteConnection {
  /** Sends one request; a reply carrying a Postgres error rejects with a DbError. */
  send(req: RequestBody, transfer?: ArrayBuffer[]): Promise<WorkerReply>;
  /** True once the thread is gone (ended by us, or crashed): every send then fails at once. */
  readonly exited: boolean;
  /** Ends the thread at once, even in the middle of a statement (V8 interrupts the running WebAssembly). */
  terminate(): Promise<void>;
}

export function connectionClosed(): DbError {
  return new DbError({ message: 'database is closed', code: '08003' });
}

/**
 * Starts a worker and waits until PGlite has opened the data directory. `onNotify` hears every NOTIFY on the
 * channels `init` names, before the answer to the statement that caused it.
 */
export async function startWorker(
  init: WorkerInit,
  onNotify?: (channel: string, payload: string) => void,
): Promise<PgliteConnection> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: init });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let exited: Error | null = null;

  const failAll = (err: Error) => {
    exited ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const ready = new Promise<WorkerReply>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on('message', (reply: WorkerReply) => {
    if (reply.id === NOTIFY_ID) {
      if (reply.notify) onNotify?.(reply.notify.channel, reply.notify.payload);
      return;
    }
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    p.resolve(reply);
  });
  // 08006 (connection failure) maps to 503, as a lost PostgreSQL connection would.
  worker.on('error', (err) => failAll(new DbError({ message: `PGlite worker failed: ${err.message}`, code: '08006' })));
  worker.on('exit', (code) => failAll(new DbError({ message: `PGlite worker exited (code ${code})`, code: '08006' })));

  const first = await ready;
  if (first.error) {
    await worker.terminate();
    throw new Error(`PGlite failed to open ${init.dataDir}: ${first.error.message}`);
  }

  return {
    get exited() {
      return exited !== null;
    },
    send(req, transfer) {
      if (exited) return Promise.reject(connectionClosed());
      const id = nextId++;
      return new Promise<WorkerReply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ ...req, id }, transfer ?? []);
      }).then((reply) => {
        if (reply.error) throw new DbError({ ...reply.error, code: reply.error.code ?? 'XX000' });
        return reply;
      });
    },
    async terminate() {
      failAll(connectionClosed());
      await worker.terminate();
    },
  };
}
