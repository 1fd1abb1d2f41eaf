import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Timer } from '../clock.ts';
import type { Config } from '../config.ts';
import { BOOTSTRAP_DIR, MIGRATIONS_DIR, SEED_FILE } from '../paths.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { migrate, readMigrationDir, type MigrateResult } from './migrate.ts';
import { openPglite, type PgliteSnapshot } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { makeTreePrivate } from './private-files.ts';
import type { Database, Queryable } from './types.ts';

export interface OpenedDatabase {
  db: Database;
  /** PGlite only: a gzip'd tar of the data directory (the backup format). */
  dump?: () => Promise<Uint8Array>;
  /** PGlite only: the dump and what `read` saw, with nothing written in between (pglite.ts). */
  snapshot?: <T>(read: (q: Queryable) => Promise<T>) => Promise<PgliteSnapshot<T>>;
  lock?: DataDirLock;
  close(): Promise<void>;
}

export function pgliteDataPath(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/**
 * Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR (locked, and private to
 * the server's user), where every statement gets DB_STATEMENT_TIMEOUT_MS as its deadline.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'dbStatementTimeoutMs'>>,
  opts: {
    restoreFrom?: Uint8Array;
    /** What PGlite's statement deadlines are timed with (the real clock by default): tests fire them. */
    timer?: Timer;
  } = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    const db = await openPostgres({ connectionString: config.databaseUrl });
    return { db, close: () => db.close() };
  }
  const lock = lockDataDir(config.dataDir);
  try {
    // What an older version (or a copy) left readable to others; new files are private by the umask (main.ts)
    // and the worker's narrowed chmod (pglite-worker.mjs).
    makeTreePrivate(config.dataDir);
    const pgOpts: Parameters<typeof openPglite>[0] = { dataDir: pgliteDataPath(config.dataDir) };
    if (config.dbStatementTimeoutMs !== undefined) pgOpts.statementTimeoutMs = config.dbStatementTimeoutMs;
    if (opts.restoreFrom) pgOpts.loadDataDir = opts.restoreFrom;
    if (opts.timer) pgOpts.timer = opts.timer;
    const db = await openPglite(pgOpts);
    return {
      db,
      dump: () => db.dump(),
      snapshot: (read) => db.snapshot(read),
      lock,
      async close() {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

export function allMigrations() {
  return [...readMigrationDir(BOOTSTRAP_DIR, 'bootstrap'), ...readMigrationDir(MIGRATIONS_DIR, 'migrations')];
}

/** The same database for migrate(): its one transaction may run past the statement deadline. */
function maintenanceView(db: Database): Database {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction(fn, { maintenance: true }),
    readPair: (setup, statement) => db.readPair(setup, statement, { maintenance: true }),
    ping: () => db.ping(),
    close: () => db.close(),
  };
}

/** Applies the local bootstrap, then supabase/migrations (without a deadline: a first boot may be slow). */
export function migrateAll(db: Database): Promise<MigrateResult> {
  return migrate(maintenanceView(db), allMigrations());
}

/**
 * Seeds the demo content (supabase/seed.sql) once: only into a database that has never been seeded,
 * recorded in the migration ledger so deleting demo rows later never brings them back.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  if (!existsSync(SEED_FILE)) return false;
  const sql = readFileSync(SEED_FILE, 'utf8');
  return db.transaction(
    async (tx) => {
      const { rows } = await tx.query(`select 1 from server.migrations where name = 'seed/demo'`);
      if (rows.length > 0) return false;
      await tx.exec(sql);
      await tx.query(`insert into server.migrations (name, checksum) values ('seed/demo', 'seed')`);
      return true;
    },
    { maintenance: true },
  );
}
