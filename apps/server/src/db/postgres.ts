import pg from 'pg';
import { INT8_OID, parseInt8 } from './parsers.ts';
import { toDbError, type Database, type Queryable, type QueryResult, type Row } from './types.ts';

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
        throw toDbError(err);
      }
    },
    async exec(sql: string): Promise<void> {
      try {
        await client.query(sql);
      } catch (err) {
        throw toDbError(err);
      }
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  max?: number;
}

/** A PostgreSQL adapter over a `pg` pool: real concurrency, one pooled connection per transaction. */
export async function openPostgres(opts: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: opts.connectionString, max: opts.max ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const base = wrap(pool);
  await base.query('select 1');
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw toDbError(err);
      }
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
        client.release(broken);
      }
    },
    async close() {
      if (pool.ended) return;
      await pool.end();
    },
  };
}
