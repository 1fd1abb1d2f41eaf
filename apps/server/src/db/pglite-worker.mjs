// Runs PGlite on its own thread. PGlite executes queries synchronously on the thread that calls it (and
// ignores statement_timeout), so keeping it here leaves the server's event loop free to answer static files,
// health checks and cached pages while a long query runs.
// Plain JavaScript on purpose: a worker thread would otherwise have to load the TypeScript loader first,
// which doubled the time to open the database (measured: 1.18 s → see bench/boot.ts). The message shapes are
// typed on the other side, in pglite-protocol.ts.
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// DATA_DIR must stay private to the server's user (it holds the JWT secret and password hashes). New files are,
// by the process umask (main.ts), but PGlite's file system (Emscripten's NODEFS) also sets Postgres' in-memory
// modes with chmod — 0666 on the ~900 files initdb makes — which no umask narrows. This thread runs nothing but
// PGlite, so here every chmod keeps the owner's bits only (NODEFS looks these up on the shared fs object per call).
for (const name of /** @type {const} */ (['chmodSync', 'fchmodSync'])) {
  const chmod = /** @type {(target: unknown, mode: unknown) => void} */ (fs[name]);
  fs[name] = /** @type {never} */ ((/** @type {unknown} */ target, /** @type {unknown} */ mode) =>
    chmod(target, typeof mode === 'number' ? mode & ~0o077 : mode));
}

const INT8_OID = 20; // same parsing as parsers.ts: int8 → number

/** @param {unknown} err */
function errorFields(err) {
  const e = typeof err === 'object' && err !== null ? /** @type {Record<string, unknown>} */ (err) : { message: String(err) };
  /** @param {string} k */
  const pick = (k) => (typeof e[k] === 'string' ? /** @type {string} */ (e[k]) : undefined);
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

const port = parentPort;
if (!port) throw new Error('pglite-worker must run as a worker thread');

try {
  const init = workerData;
  /** @type {import('@electric-sql/pglite').PGliteOptions} */
  const options = {
    parsers: { [INT8_OID]: (value) => Number(value) },
    startParams: [
      ...PGlite.defaultStartParams,
      '-c',
      `shared_buffers=${init.sharedBuffers}`,
      ...(init.fsync ? ['-c', 'fsync=on'] : []),
    ],
  };
  if (init.loadDataDir) options.loadDataDir = new Blob([init.loadDataDir]);
  const db = await PGlite.create(init.dataDir, options);
  // Notifications go to the server thread as they are parsed — before the answer to the statement that caused them
  // (pglite-protocol.ts NOTIFY_ID; PGlite calls listeners in microtasks queued while it parses the results).
  db.onNotification((channel, payload) => port.postMessage({ id: -1, notify: { channel, payload } }));
  for (const channel of init.channels ?? []) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
    await db.exec(`listen ${channel}`);
  }

  /** @param {import('@electric-sql/pglite').Results} res */
  const result = (res) => ({
    rows: res.rows,
    rowCount: res.affectedRows ?? res.rows.length,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  });

  port.on('message', async (msg) => {
    try {
      switch (msg.op) {
        case 'query': {
          const res = await db.query(msg.sql, msg.params);
          port.postMessage({ id: msg.id, result: result(res) });
          return;
        }
        case 'pair': {
          // One message instead of four (begin, setup, statement, commit): the server thread waits once.
          await db.exec('begin');
          try {
            await db.query(msg.setup.sql, msg.setup.params);
            const res = await db.query(msg.statement.sql, msg.statement.params);
            await db.exec('commit');
            port.postMessage({ id: msg.id, result: result(res) });
          } catch (err) {
            await db.exec('rollback').catch(() => undefined);
            throw err;
          }
          return;
        }
        case 'exec':
          await db.exec(msg.sql);
          port.postMessage({ id: msg.id });
          return;
        case 'dump': {
          const blob = await db.dumpDataDir('gzip');
          const bytes = new Uint8Array(await blob.arrayBuffer());
          port.postMessage({ id: msg.id, bytes }, [bytes.buffer]);
          return;
        }
        case 'close':
          await db.close();
          port.postMessage({ id: msg.id });
          return;
      }
    } catch (err) {
      port.postMessage({ id: msg.id, error: errorFields(err) });
    }
  });
  port.postMessage({ id: 0, ready: true });
} catch (err) {
  port.postMessage({ id: 0, error: errorFields(err) });
}
