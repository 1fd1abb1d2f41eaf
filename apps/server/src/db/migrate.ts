import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DbError, type Database } from './types.ts';

export interface MigrationFile {
  /** Ledger name: `<set>/<file name>`, e.g. `bootstrap/0001-roles.sql`. */
  name: string;
  path: string;
  sql: string;
  checksum: string;
}

/** Thrown when a migration cannot be applied; the boot stops with this message. */
export class MigrationError extends Error {
  constructor(
    message: string,
    readonly file: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export function readMigrationDir(dir: string, set: string): MigrationFile[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.sql'));
  } catch {
    return [];
  }
  return names.sort().map((file) => {
    const path = join(dir, file);
    const sql = readFileSync(path, 'utf8');
    return { name: `${set}/${basename(file)}`, path, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

const LEDGER = `
create schema if not exists server;
create table if not exists server.migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);`;

// Any constant: serialises concurrent migrators on one PostgreSQL (several instances starting together).
const ADVISORY_LOCK_KEY = 727274101;

export interface MigrateResult {
  applied: string[];
}

/**
 * Applies each file in order and exactly once, recording it with its checksum, all in one transaction:
 * a failing file rolls the whole run back (the database is left as it was) and stops with its name.
 * A file that changed after it was applied is an error.
 */
export async function migrate(db: Database, files: MigrationFile[]): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [ADVISORY_LOCK_KEY]);
    await tx.exec(LEDGER);
    const { rows } = await tx.query<{ name: string; checksum: string }>('select name, checksum from server.migrations');
    const done = new Map(rows.map((r) => [r.name, r.checksum]));
    const applied: string[] = [];
    for (const file of files) {
      const known = done.get(file.name);
      if (known !== undefined) {
        if (known !== file.checksum) {
          throw new MigrationError(
            `Migration ${file.name} was changed after it was applied (checksum differs). ` +
              'Applied migrations are immutable: revert the edit and add a new migration instead.',
            file.name,
          );
        }
        continue;
      }
      try {
        await tx.exec(file.sql);
        await tx.query('insert into server.migrations (name, checksum) values ($1, $2)', [file.name, file.checksum]);
      } catch (err) {
        const pgMessage = err instanceof DbError ? `${err.message} (SQLSTATE ${err.code})` : String(err);
        throw new MigrationError(`Migration ${file.name} failed: ${pgMessage}`, file.name, err);
      }
      applied.push(file.name);
    }
    return { applied };
  });
}
