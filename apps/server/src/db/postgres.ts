import pg from 'pg';
import { INT8_OID, parseInt8 } from './parsers.ts';
import { queryPair } from './pg-pair.ts';
import { DbError, toDbError, type Database, type Queryable, type QueryResult, type Row } from './types.ts';
import { fromDriverError } from './unavailable.ts';

pg.types.setTypeParser(INT8_OID, parseInt8);

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T = Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      try {
        const res = await client.query(sql, params as unknown[]);
        return {
          rows: res.rows as T[],
          rowCount: res.rowCount ?? res.rows.length,
          fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        };
      } catch (err) {
        throw fromDriverError(err, 'lost');
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.query(sql);
      } catch (err) {
        throw fromDriverError(err, 'lost');
      }
    },
  };
}

/**
 * 26000: no such prepared statement; 42P05: the name is already taken (both happen behind a transaction-mode
 * pooler, where consecutive batches may reach different server sessions); 0A000 with this message: its result
 * columns changed since it was parsed.
 */
function stalePrepared(err: unknown): boolean {
  if (!(err instanceof DbError)) return false;
  return (
    err.code === '26000' ||
    err.code === '42P05' ||
    (err.code === '0A000' && err.message.includes('cached plan must not change result type'))
  );
}

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  /** How long close() waits for running statements before dropping their connections (default 2000 ms). */
  closeTimeoutMs?: number;
  /**
   * How long a new connection may take (default CONNECT_TIMEOUT_MS). A database host that accepts connections but
   * never answers (a hung server, a dropped route) would otherwise hold every request that needs a new connection
   * for as long as the operating system keeps trying.
   */
  connectTimeoutMs?: number;
}

/** Long enough for a busy server across a network, short enough that a request answers 503 instead of hanging. */
export const CONNECT_TIMEOUT_MS = 5000;

/** A PostgreSQL adapter over a `pg` pool: real concurrency, one pooled connection per transaction. */
export async function openPostgres(opts: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: opts.connectionString,
    max: opts.max ?? 10,
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
  });
  // A client losing its connection (the server stopped or restarted) must never crash the process. An idle one
  // reports it through the pool, which drops it; a checked-out one reports it on itself — and a client with no
  // listener for 'error' throws it (node-postgres emits it even after failing the running statement). The
  // statement's caller gets the failure (a DbConnectionError: 503) and the connection is released as broken.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const base = wrap(pool);
  const active = new Set<pg.PoolClient>();
  let closing: Promise<void> | undefined;
  await base.query('select 1');
  /** A pooled connection, tracked so that close() can drop it if it is still held after the grace period. */
  async function checkout(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      throw fromDriverError(err, 'connect');
    }
    active.add(client);
    return client;
  }
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    // TransactionOptions are not needed here: statement_timeout (set per request) cancels on the server, and
    // a slow transaction holds one pooled connection, not the whole database.
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await checkout();
      const tx = wrap(client);
      let broken = false;
      try {
        await tx.exec('begin');
        const result = await fn(tx);
        await tx.exec('commit');
        return result;
      } catch (err) {
        try {
          await client.query('rollback');
        } catch {
          broken = true;
        }
        throw err;
      } finally {
        // close() may already have dropped this connection; releasing twice throws.
        if (active.delete(client)) client.release(broken);
      }
    },
    // One round trip for the pair (pg-pair.ts). After a database error the server has already rolled the implicit
    // transaction back and the connection is idle again; any other failure (a lost socket) discards it.
    async readPair<T = Row>(
      setup: { text: string; values: readonly unknown[] },
      statement: { text: string; values: readonly unknown[] },
    ) {
      const client = await checkout();
      let broken = false;
      try {
        try {
          return await queryPair<T>(client, setup, statement);
        } catch (err) {
          // A prepared statement that is gone or whose result columns changed (DDL since it was parsed) is
          // parsed afresh by the next batch (pg-statements.ts marks it unsure): one retry, nothing ran.
          if (!stalePrepared(toDbError(err))) throw err;
          return await queryPair<T>(client, setup, statement);
        }
      } catch (err) {
        const db = fromDriverError(err, 'lost');
        broken = !(db instanceof DbError) || db.code.startsWith('08') || db.code.startsWith('57P');
        throw db;
      } finally {
        if (active.delete(client)) client.release(broken);
      }
    },
    async ping() {
      const { rows } = await base.query<{ version: string }>('select version() as version');
      return { version: rows[0]?.version ?? 'unknown' };
    },
    close() {
      closing ??= endPool(pool, active, opts.closeTimeoutMs ?? 2000);
      return closing;
    },
  };
}

/**
 * Ends the pool. pool.end() waits for every checked-out connection; a statement without a timeout (service role)
 * could hold one for ever. After the grace period, drop those connections so shutdown finishes.
 */
async function endPool(pool: pg.Pool, active: Set<pg.PoolClient>, graceMs: number): Promise<void> {
  const ended = pool.end();
  let timer: NodeJS.Timeout | undefined;
  const late = await Promise.race([
    ended.then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (!late) return;
  // Releasing with an error removes the client; pg ends a client with a running query by closing its socket.
  for (const client of [...active]) {
    active.delete(client);
    client.release(new Error('database closing'));
  }
  await ended;
}
