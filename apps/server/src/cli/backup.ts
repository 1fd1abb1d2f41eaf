import { spawnSync } from 'node:child_process';
import pg from 'pg';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Config } from '../config.ts';
import { BackupSocketError, requestSnapshot } from '../db/backup-socket.ts';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase, pgliteDataPath, type OpenedDatabase } from '../db/open.ts';
import type { PgliteSnapshot } from '../db/pglite.ts';
import { makeTreePrivate } from '../db/private-files.ts';
import { BOOTSTRAP_DIR } from '../paths.ts';
import { UsageError } from './args.ts';
import { tableCounts, type TableCounts } from '../db/table-counts.ts';

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function requireCommand(cmd: string, what: string): void {
  if (!hasCommand(cmd)) throw new UsageError(`${cmd} was not found: install ${what}.`);
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

// ---- The archive: a gzip'd tar made and read by the system's `tar`. ----
//   backup.json       { format: 1, database: 'pglite' | 'postgres', content: 'full' | 'storage', files: n }
//   pglite-data.tgz   PGlite: the data directory as PGlite dumps it (what older backups are on their own)
//   database.sql      PostgreSQL: pg_dump, plain SQL
//   storage/          the stored files, laid out as the folder backend keeps them (<2 hex>/<uuid>)

export const MANIFEST = 'backup.json';
export const PGLITE_DUMP = 'pglite-data.tgz';
export const SQL_DUMP = 'database.sql';
export const STORAGE = 'storage';

export interface Manifest {
  format: 1;
  database: 'pglite' | 'postgres';
  /** 'storage': only the files, written beside a plain `.sql` dump. */
  content: 'full' | 'storage';
  files: number;
  /** Rows per table when the backup was taken (same snapshot as the dump); verify-backup compares them. */
  counts?: TableCounts;
}

/** Where the folder backend keeps bytes (as storage/context.ts chooses). */
function storageDirOf(config: Config): string {
  return config.databaseUrl ? config.storageDir : join(config.dataDir, STORAGE);
}

/** `dump.sql` → `dump.storage.tar.gz`: the stored files written beside a plain SQL dump. */
export function storageArchiveFor(sqlFile: string): string {
  return `${sqlFile.replace(/\.sql$/i, '')}.storage.tar.gz`;
}

function isArchiveName(file: string): boolean {
  return /\.(tar\.gz|tgz)$/i.test(file);
}

export function tar(args: string[]): string {
  const r = spawnSync('tar', args, { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  if (r.status !== 0) throw new Error(`tar failed: ${(r.stderr || String(r.error ?? '')).trim()}`);
  return r.stdout;
}

/** The manifest of one of our archives, or null for anything else (a plain SQL dump, an older PGlite backup). */
export function readManifest(file: string): Manifest | null {
  const r = spawnSync('tar', ['-xzOf', file, MANIFEST], { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  if (r.status !== 0) return null;
  try {
    const m = JSON.parse(r.stdout) as Manifest;
    return m.format === 1 ? m : null;
  } catch {
    return null;
  }
}

const BUCKET_DIR = /^[0-9a-f]{2}$/;
const KEY_FILE = /^[0-9a-f-]{36}$/;

/**
 * Hard-links (or, across file systems, copies) every stored file into `into`. Stored files are never changed in
 * place (a write is a new file renamed into place), so the links are a consistent picture even while a server runs;
 * temporary files of uploads in progress are left out, and a file deleted meanwhile is skipped.
 */
function snapshotStorage(from: string, into: string): number {
  mkdirSync(into, { mode: 0o700 });
  if (!existsSync(from)) return 0;
  let files = 0;
  for (const dir of readdirSync(from)) {
    if (!BUCKET_DIR.test(dir) || !lstatSync(join(from, dir)).isDirectory()) continue;
    mkdirSync(join(into, dir), { mode: 0o700 });
    for (const name of readdirSync(join(from, dir))) {
      if (!KEY_FILE.test(name)) continue;
      const src = join(from, dir, name);
      const dest = join(into, dir, name);
      try {
        try {
          linkSync(src, dest);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err;
          copyFileSync(src, dest);
        }
        files++;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }
  return files;
}

/** Checks an unpacked storage folder holds only directories and plain files (no links) and counts the files. */
export function checkUnpackedStorage(dir: string): number {
  if (!existsSync(dir)) throw new Error('the backup holds no storage/ folder');
  let files = 0;
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const info = lstatSync(path);
      if (info.isDirectory()) walk(path);
      else if (info.isFile()) files++;
      else throw new Error(`the backup's storage/ holds something that is not a file: ${name}`);
    }
  };
  walk(dir);
  return files;
}

/** A private scratch folder beside `near` (same file system, so hard links and renames work). */
export function scratchBeside(near: string, prefix: string): string {
  mkdirSync(near, { recursive: true, mode: 0o700 });
  return mkdtempSync(join(near, prefix));
}

function writeArchive(file: string, work: string, manifest: Manifest, entries: string[]): Promise<void> {
  writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest)}\n`, { mode: 0o600 });
  // tar truncates the (0600) partial file and keeps its mode.
  return writePrivately(file, (partial) => {
    tar(['-czf', partial, '-C', work, MANIFEST, ...entries]);
  });
}

export function filesText(n: number): string {
  return `${n} stored file${n === 1 ? '' : 's'}`;
}

/**
 * PGlite: an archive of the database (PGlite's data-directory dump) and DATA_DIR/storage.
 * PostgreSQL: `<name>.tar.gz` / `.tgz` is an archive of a plain-SQL pg_dump and STORAGE_DIR; any other name is the
 * plain dump as before, with the files in `<name>.storage.tar.gz` beside it.
 */
export async function backup(config: Config, file: string): Promise<string> {
  requireCommand('tar', 'tar');
  const work = scratchBeside(dirname(resolve(file)), `.${basename(file)}.work-`);
  try {
    if (config.databaseUrl) {
      requireCommand('pg_dump', 'the PostgreSQL client tools (apt-get install postgresql-client)');
      const databaseUrl = config.databaseUrl;
      // The dump first, then the files: a row in the dump has its bytes unless it was deleted in between.
      if (isArchiveName(file)) {
        closeSync(openSync(join(work, SQL_DUMP), 'wx', 0o600));
        const counts = await pgDumpCounted(databaseUrl, join(work, SQL_DUMP));
        const files = snapshotStorage(config.storageDir, join(work, STORAGE));
        const manifest: Manifest = { format: 1, database: 'postgres', content: 'full', files, counts };
        await writeArchive(file, work, manifest, [SQL_DUMP, STORAGE]);
        return `PostgreSQL backup (database and ${filesText(files)}) written to ${file}`;
      }
      let counts: TableCounts = {};
      await writePrivately(file, async (to) => {
        counts = await pgDumpCounted(databaseUrl, to);
      });
      const filesArchive = storageArchiveFor(file);
      const files = snapshotStorage(config.storageDir, join(work, STORAGE));
      const manifest: Manifest = { format: 1, database: 'postgres', content: 'storage', files, counts };
      await writeArchive(filesArchive, work, manifest, [STORAGE]);
      return `PostgreSQL backup written to ${file}, ${filesText(files)} to ${filesArchive}`;
    }
    const { bytes, value: counts, online } = await pgliteSnapshot(config);
    writeFileSync(join(work, PGLITE_DUMP), bytes, { mode: 0o600 });
    // After the dump, as with PostgreSQL: a row in the dump has its bytes unless it was deleted in between.
    const files = snapshotStorage(storageDirOf(config), join(work, STORAGE));
    const manifest: Manifest = { format: 1, database: 'pglite', content: 'full', files, counts };
    await writeArchive(file, work, manifest, [PGLITE_DUMP, STORAGE]);
    return (
      `PGlite backup (database and ${filesText(files)}) written to ${file}` +
      (online ? ' (taken from the running server)' : '')
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * PGlite's dump and its row counts, read in one instant: from the database itself when no server runs (DATA_DIR is
 * ours while we read), else from the running server, which takes the snapshot between two of its transactions
 * (db/backup-socket.ts).
 */
async function pgliteSnapshot(config: Config): Promise<PgliteSnapshot<TableCounts> & { online: boolean }> {
  let opened: OpenedDatabase;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    try {
      return { ...(await requestSnapshot(config.dataDir)), online: true };
    } catch (asked) {
      if (asked instanceof BackupSocketError) throw new UsageError(`DATA_DIR ${config.dataDir} is in use and ${asked.message}.`);
      throw asked;
    }
  }
  try {
    return { ...(await opened.snapshot!(tableCounts)), online: false };
  } finally {
    await opened.close();
  }
}

/**
 * pg_dump of `databaseUrl` into `to`, and the rows per table it holds: both read one exported snapshot (a
 * repeatable-read transaction held open while pg_dump runs), so they agree even while a server keeps writing.
 */
async function pgDumpCounted(databaseUrl: string, to: string): Promise<TableCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s');
    const args = ['--format=plain', '--no-owner', `--snapshot=${rows[0]!.s}`, '--file', to, databaseUrl];
    const r = spawnSync('pg_dump', args, { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pg_dump failed: ${r.stderr.trim()}`);
    const counts = await tableCounts(client);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

export function isGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

function nonEmpty(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

function asideName(path: string): string {
  return `${path}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}

/** Puts the unpacked `storage/` in place of `target` (an empty or missing folder, or one already moved aside). */
function installStorage(unpacked: string, target: string): void {
  if (existsSync(target)) rmdirSync(target);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  renameSync(unpacked, target);
  // tar restores the modes it recorded, less the umask; stored files are the server's user's alone either way.
  makeTreePrivate(target);
}

/**
 * PGlite: restores into DATA_DIR, which must hold no database and no stored files (existing ones are moved aside
 * with --force). PostgreSQL: creates the API roles if missing, replays the dump with psql into DATABASE_URL (which
 * should be an empty database) and puts the files into STORAGE_DIR (which must be empty, or is moved aside with
 * --force).
 */
export async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`backup file not found: ${file}`);
  requireCommand('tar', 'tar');
  const manifest = readManifest(file);
  if (manifest?.content === 'storage') {
    throw new UsageError(`${file} holds only stored files: restore the .sql dump written with it (they are restored together).`);
  }
  if (config.databaseUrl) {
    if (manifest?.database === 'pglite') {
      throw new UsageError(`${file} is a PGlite backup: restore it without DATABASE_URL (into DATA_DIR).`);
    }
    return restorePostgres(config, config.databaseUrl, file, manifest, force);
  }
  if (manifest?.database === 'postgres') {
    throw new UsageError(`${file} is a PostgreSQL backup: restore it with DATABASE_URL set.`);
  }
  return restorePglite(config, file, manifest, force);
}

async function restorePostgres(
  config: Config,
  databaseUrl: string,
  file: string,
  manifest: Manifest | null,
  force: boolean,
): Promise<string> {
  requireCommand('psql', 'the PostgreSQL client tools (apt-get install postgresql-client)');
  const storageDir = config.storageDir;
  // Where the files come from: the archive itself, or the one written beside a plain dump (if any).
  const filesArchive = manifest ? file : existsSync(storageArchiveFor(file)) ? storageArchiveFor(file) : null;
  const filesManifest = manifest ?? (filesArchive ? readManifest(filesArchive) : null);
  if (filesArchive && filesManifest?.content !== (manifest ? 'full' : 'storage')) {
    throw new UsageError(`${filesArchive} is not a stored-files backup written by this tool.`);
  }
  if (filesArchive && nonEmpty(storageDir) && !force) {
    throw new UsageError(`${storageDir} (STORAGE_DIR) already holds stored files: pass --force to move them aside and restore.`);
  }
  const work = scratchBeside(dirname(storageDir), `.${basename(storageDir)}.restore-`);
  try {
    if (filesArchive) tar(['-xzf', filesArchive, '-C', work]);
    const sql = manifest ? join(work, SQL_DUMP) : file;
    if (!existsSync(sql)) throw new Error(`${file} holds no ${SQL_DUMP}`);
    // A dump grants to anon/authenticated/service_role: on a cluster that never ran our bootstrap they do not
    // exist yet. The bootstrap's roles file is idempotent.
    const r = spawnSync(
      'psql',
      ['--quiet', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-f', join(BOOTSTRAP_DIR, '0001-roles.sql'), '-f', sql, databaseUrl],
      { encoding: 'utf8' },
    );
    if (r.status !== 0) throw new Error(`psql restore failed: ${r.stderr.trim()}`);
    if (!filesArchive) {
      return `PostgreSQL database restored from ${file} (no ${basename(storageArchiveFor(file))} beside it: no stored files restored)`;
    }
    const files = checkUnpackedStorage(join(work, STORAGE));
    let movedAside: string | null = null;
    if (nonEmpty(storageDir)) {
      movedAside = asideName(storageDir);
      renameSync(storageDir, movedAside);
    }
    installStorage(join(work, STORAGE), storageDir);
    return (
      `PostgreSQL database restored from ${file}, ${filesText(files)} into ${storageDir}` +
      (movedAside ? ` (previous files kept in ${movedAside})` : '')
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** After a failed restore: removes what it wrote and moves the previous data back where it was. */
function undoRestore(targets: string[], movedAside: string[], occupied: string[]): void {
  for (const path of targets) rmSync(path, { recursive: true, force: true });
  movedAside.forEach((aside, i) => renameSync(aside, occupied[i]!));
}

async function restorePglite(config: Config, file: string, manifest: Manifest | null, force: boolean): Promise<string> {
  if (!manifest && !isGzip(file)) {
    throw new UsageError(`${file} is not a PGlite backup (a plain SQL dump is restored with DATABASE_URL set).`);
  }
  const pgdata = pgliteDataPath(config.dataDir);
  const storageDir = storageDirOf(config);
  // An older backup (PGlite's dump on its own) holds no files: the storage folder is left as it is.
  const targets = manifest ? [pgdata, storageDir] : [pgdata];
  const occupied = targets.filter(nonEmpty);
  if (occupied.length && !force) {
    const what = occupied.map((p) => (p === pgdata ? `${p} already holds a database` : `${p} already holds stored files`));
    throw new UsageError(`${what.join(' and ')}: pass --force to move ${occupied.length > 1 ? 'them' : 'it'} aside and restore.`);
  }
  const work = scratchBeside(config.dataDir, '.restore-');
  try {
    let bytes: Uint8Array;
    let files = 0;
    if (manifest) {
      tar(['-xzf', file, '-C', work]);
      files = checkUnpackedStorage(join(work, STORAGE));
      bytes = new Uint8Array(readFileSync(join(work, PGLITE_DUMP)));
    } else {
      bytes = new Uint8Array(readFileSync(file));
    }
    const movedAside: string[] = [];
    // Take the lock before touching anything, so a running server is never disturbed.
    const lock = lockDataDir(config.dataDir);
    try {
      for (const path of occupied) {
        const aside = asideName(path);
        renameSync(path, aside);
        movedAside.push(aside);
      }
      if (manifest) installStorage(join(work, STORAGE), storageDir);
    } finally {
      lock.release();
    }
    try {
      const opened = await openDatabase(config, { restoreFrom: bytes });
      await opened.close();
    } catch (err) {
      // A damaged or truncated archive: leave nothing a server would take for a new, empty site, and put back
      // what was moved aside — the data directory is as it was before the command.
      undoRestore(targets, movedAside, occupied);
      throw new UsageError(
        `${file} could not be restored (${err instanceof Error ? err.message : String(err)}); nothing was changed.`,
      );
    }
    // The files PGlite unpacked, in case no umask was set (the CLI sets one; a caller in-process may not).
    makeTreePrivate(config.dataDir);
    return (
      `PGlite database restored from ${file}` +
      (manifest ? `, ${filesText(files)} into ${storageDir}` : ' (an older backup without stored files)') +
      (movedAside.length ? ` (previous data kept in ${movedAside.join(' and ')})` : '')
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
