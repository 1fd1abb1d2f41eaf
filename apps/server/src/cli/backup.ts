import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { openDatabase, pgliteDataPath } from '../db/open.ts';
import { UsageError } from './args.ts';

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** PGlite: a gzip'd tar of the data directory (dumpDataDir). PostgreSQL: a plain-SQL pg_dump. */
export async function backup(config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    if (!hasCommand('pg_dump')) {
      throw new UsageError('pg_dump was not found: install the PostgreSQL client tools (apt-get install postgresql-client).');
    }
    const r = spawnSync('pg_dump', ['--format=plain', '--no-owner', '--file', file, config.databaseUrl], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr.trim()}`);
    return `PostgreSQL backup written to ${file}`;
  }
  const opened = await openDatabase(config);
  try {
    const bytes = await opened.dump!();
    writeFileSync(file, bytes, { mode: 0o600 });
    return `PGlite backup (${bytes.byteLength} bytes) written to ${file}`;
  } finally {
    await opened.close();
  }
}

/**
 * PGlite: restores into DATA_DIR, which must hold no database (an existing one is moved aside with --force).
 * PostgreSQL: replays the dump with psql into DATABASE_URL, which should be an empty database.
 */
export async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`backup file not found: ${file}`);
  if (config.databaseUrl) {
    if (!hasCommand('psql')) {
      throw new UsageError('psql was not found: install the PostgreSQL client tools (apt-get install postgresql-client).');
    }
    const r = spawnSync('psql', ['--quiet', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', file, config.databaseUrl], {
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`psql restore failed: ${r.stderr.trim()}`);
    return `PostgreSQL database restored from ${file}`;
  }
  const pgdata = pgliteDataPath(config.dataDir);
  let movedAside: string | null = null;
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    if (!force) {
      throw new UsageError(`${pgdata} already holds a database: pass --force to move it aside and restore.`);
    }
    movedAside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  }
  mkdirSync(config.dataDir, { recursive: true });
  // Take the lock before touching anything, so a running server is never disturbed.
  const { lockDataDir } = await import('../db/data-dir-lock.ts');
  const lock = lockDataDir(config.dataDir);
  try {
    if (movedAside) renameSync(pgdata, movedAside);
  } finally {
    lock.release();
  }
  const opened = await openDatabase(config, { restoreFrom: new Uint8Array(readFileSync(file)) });
  await opened.close();
  return `PGlite database restored from ${file}${movedAside ? ` (previous data kept in ${movedAside})` : ''}`;
}
