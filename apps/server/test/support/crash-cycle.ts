// Crash safety: write rows through the server (acknowledged by HTTP 201), kill the server mid-stream,
// restart it on the same database and check that every acknowledged row is there.
import { openDatabase } from '../../src/db/open.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { TEST_JWT_SECRET, testConfig } from './test-server.ts';
import { spawnServerProcess } from './spawn-server.ts';

export const CRASH_TABLE = 'crash_writes';

/** Creates the fixture table the crash cycles write into (as the owner, before any server starts). */
export async function prepareCrashTable(env: Record<string, string>): Promise<void> {
  const opened = await openDatabase(testConfig(env));
  try {
    await opened.db.exec(`
      create table if not exists public.${CRASH_TABLE} (id integer primary key, payload text not null);
      alter table public.${CRASH_TABLE} enable row level security;
      grant all on public.${CRASH_TABLE} to service_role;
      notify pgrst, 'reload schema';`);
  } finally {
    await opened.close();
  }
}

async function countIds(env: Record<string, string>, ids: number[]): Promise<number> {
  const opened = await openDatabase(testConfig(env));
  try {
    const { rows } = await opened.db.query<{ n: number }>(
      `select count(*) as n from public.${CRASH_TABLE} where id = any($1::int[])`,
      [`{${ids.join(',')}}`],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await opened.close();
  }
}

export interface CycleResult {
  acknowledged: number;
  found: number;
  reopenMs: number;
}

/**
 * One cycle: start the server, stream inserts (several in flight), kill it with `signal` after
 * `writesBeforeKill` acknowledgements, then reopen the database and count the acknowledged rows.
 */
export async function crashCycle(
  env: Record<string, string>,
  opts: { startId: number; writesBeforeKill: number; signal: NodeJS.Signals; inFlight?: number },
): Promise<CycleResult> {
  const server = await spawnServerProcess({ ...env, LOG_LEVEL: 'info' }).ready;
  // The child uses the fixed test secret, so its service key is derived the same way here.
  const { serviceKey } = await deriveKeys(TEST_JWT_SECRET);
  const acked: number[] = [];
  let nextId = opts.startId;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      const id = nextId++;
      try {
        const res = await fetch(`${server.url}/rest/v1/${CRASH_TABLE}`, {
          method: 'POST',
          headers: {
            apikey: serviceKey,
            Authorization: `Bearer ${serviceKey}`,
            'Content-Type': 'application/json',
            Prefer: 'return=minimal',
          },
          body: JSON.stringify({ id, payload: `row ${id}` }),
        });
        if (res.status === 201) acked.push(id);
        else if (!killed) throw new Error(`insert answered ${res.status}: ${await res.text()}`);
      } catch (err) {
        if (!killed) throw err;
      }
      if (!killed && acked.length >= opts.writesBeforeKill) {
        killed = true;
        server.child.kill(opts.signal);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: opts.inFlight ?? 4 }, writer));
  } catch (err) {
    // A failing writer must not leave the server running (it would hold the data directory).
    killed = true;
    server.child.kill('SIGKILL');
    await server.exited;
    throw err;
  }
  await server.exited;
  const t0 = performance.now();
  const found = await countIds(env, acked);
  return { acknowledged: acked.length, found, reopenMs: Math.round(performance.now() - t0) };
}
