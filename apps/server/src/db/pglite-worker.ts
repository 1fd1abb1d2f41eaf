// Runs PGlite on its own thread. PGlite executes queries synchronously on the thread that calls it
// (and ignores statement_timeout), so keeping it here leaves the server's event loop free to answer
// static files, health checks and cached pages while a long query runs.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { INT8_OID, parseInt8 } from './parsers.ts';
import type { WorkerReply, WorkerRequest, WorkerInit } from './pglite-protocol.ts';

const init = workerData as WorkerInit;
const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

function errorFields(err: unknown): WorkerReply['error'] {
  const e = (typeof err === 'object' && err !== null ? err : { message: String(err) }) as Record<string, unknown>;
  const pick = (k: string) => (typeof e[k] === 'string' ? (e[k] as string) : undefined);
  return {
    message: pick('message') ?? String(err),
    code: pick('code'),
    detail: pick('detail'),
    hint: pick('hint'),
    constraint: pick('constraint'),
    table: pick('table'),
    column: pick('column'),
    schema: pick('schema'),
  };
}

async function main(): Promise<void> {
  const options: PGliteOptions = {
    parsers: { [INT8_OID]: parseInt8 },
    startParams: [...PGlite.defaultStartParams, ...(init.fsync ? ['-c', 'fsync=on'] : [])],
  };
  if (init.loadDataDir) options.loadDataDir = new Blob([init.loadDataDir]);
  const db = await PGlite.create(init.dataDir, options);

  port!.on('message', async (msg: WorkerRequest) => {
    try {
      switch (msg.op) {
        case 'query': {
          const res = await db.query(msg.sql, msg.params as unknown[]);
          const reply: WorkerReply = {
            id: msg.id,
            result: {
              rows: res.rows as Record<string, unknown>[],
              rowCount: res.affectedRows ?? res.rows.length,
              fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
            },
          };
          port!.postMessage(reply);
          return;
        }
        case 'exec':
          await db.exec(msg.sql);
          port!.postMessage({ id: msg.id } satisfies WorkerReply);
          return;
        case 'dump': {
          const blob = await db.dumpDataDir('gzip');
          const bytes = new Uint8Array(await blob.arrayBuffer());
          port!.postMessage({ id: msg.id, bytes } satisfies WorkerReply, [bytes.buffer]);
          return;
        }
        case 'close':
          await db.close();
          port!.postMessage({ id: msg.id } satisfies WorkerReply);
          return;
      }
    } catch (err) {
      port!.postMessage({ id: msg.id, error: errorFields(err) } satisfies WorkerReply);
    }
  });
  port!.postMessage({ id: 0, ready: true } satisfies WorkerReply);
}

main().catch((err: unknown) => {
  port.postMessage({ id: 0, error: errorFields(err) } satisfies WorkerReply);
});
