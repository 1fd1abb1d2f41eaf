// The backup archive: a gzip'd tar made and read by the system's `tar`, written private from the start.
//   backup.json       { format: 1, database: 'pglite' | 'postgres', content: 'full' | 'storage', files: n }
//   pglite-data.tgz   PGlite: the data directory as PGlite dumps it (what older backups are on their own)
//   database.sql      PostgreSQL: pg_dump, plain SQL
//   storage/          the stored files, laid out as the folder backend keeps them (<2 hex>/<uuid>)
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { TableCounts } from '../db/table-counts.ts';
import { UsageError } from './args.ts';

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

function hasCommand(cmd: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export function requireCommand(cmd: string, what: string): void {
  if (!hasCommand(cmd)) throw new UsageError(`${cmd} was not found: install ${what}.`);
}

/**
 * A backup holds everything DATA_DIR does (password hashes, the JWT secret): it is written to a new file that is
 * 0600 from the start, then renamed over `file`. An existing file keeps none of its old permissions, and a failed
 * run leaves no half-written backup behind.
 */
export async function writePrivately(
  file: string,
  fill: (path: string) => Promise<void> | void,
): Promise<void> {
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

/** `dump.sql` → `dump.storage.tar.gz`: the stored files written beside a plain SQL dump. */
export function storageArchiveFor(sqlFile: string): string {
  return `${sqlFile.replace(/\.sql$/i, '')}.storage.tar.gz`;
}

export function isArchiveName(file: string): boolean {
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

/** A private scratch folder beside `near` (same file system, so hard links and renames work). */
export function scratchBeside(near: string, prefix: string): string {
  mkdirSync(near, { recursive: true, mode: 0o700 });
  return mkdtempSync(join(near, prefix));
}

export function writeArchive(
  file: string,
  work: string,
  manifest: Manifest,
  entries: string[],
): Promise<void> {
  writeFileSync(join(work, MANIFEST), `${JSON.stringify(manifest)}\n`, { mode: 0o600 });
  // tar truncates the (0600) partial file and keeps its mode.
  return writePrivately(file, (partial) => {
    tar(['-czf', partial, '-C', work, MANIFEST, ...entries]);
  });
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

export function filesText(n: number): string {
  return `${n} stored file${n === 1 ? '' : 's'}`;
}
