import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Config } from '../config.ts';
import { openDatabase, pgliteDataPath } from '../db/open.ts';
import { makeTreePrivate } from '../db/private-files.ts';
import { UsageError } from './args.ts';

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/**
 * A backup holds everything DATA_DIR does (password hashes, the JWT secret): it is written to a new file that is
 * 0600 from the start, then renamed over `file`. An existing file keeps none of its old permissions, and a failed
 * run leaves no half-written backup behind.
 */
async function writePrivately(file: string, fill: (path: string) => Promise<void> | void): Promise<void> {
  const partial = `${file}.partial-${process.pid}`;
  closeSync(openSync(partial, 'wx', 0o600));
  try {
    await fill(partial);
    renameSync(partial, file);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** PGlite: a gzip'd tar of the data directory (dumpDataDir). PostgreSQL: a plain-SQL pg_dump. */
export async function backup(config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    if (!hasCommand('pg_dump')) {
      throw new UsageError('pg_dump was not found: install the PostgreSQL client tools (apt-get install postgresql-client).');
    }
    const databaseUrl = config.databaseUrl;
    // pg_dump truncates the existing (0600) file and keeps its mode.
    await writePrivately(file, (partial) => {
      const r = spawnSync('pg_dump', ['--format=plain', '--no-owner', '--file', partial, databaseUrl], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr.trim()}`);
    });
    return `PostgreSQL backup written to ${file}`;
  }
  const opened = await openDatabase(config);
  try {
    const bytes = await opened.dump!();
    await writePrivately(file, (partial) => writeFileSync(partial, bytes));
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
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
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
  // The files PGlite unpacked, in case no umask was set (the CLI sets one; a caller in-process may not).
  makeTreePrivate(config.dataDir);
  return `PGlite database restored from ${file}${movedAside ? ` (previous data kept in ${movedAside})` : ''}`;
}
