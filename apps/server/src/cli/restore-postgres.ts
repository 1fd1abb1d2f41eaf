// Restore into PostgreSQL: the API roles (bootstrap's idempotent roles file), then the dump replayed by psql in
// one transaction, then the stored files into STORAGE_DIR (moved aside first with --force).
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { BOOTSTRAP_DIR } from '../paths.ts';
import { UsageError } from './args.ts';
import {
  filesText,
  readManifest,
  requireCommand,
  scratchBeside,
  SQL_DUMP,
  STORAGE,
  storageArchiveFor,
  tar,
  type Manifest,
} from './backup-archive.ts';
import { asideName, checkUnpackedStorage, installStorage, nonEmpty } from './backup-storage.ts';

export async function restorePostgres(
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
    throw new UsageError(
      `${storageDir} (STORAGE_DIR) already holds stored files: pass --force to move them aside and restore.`,
    );
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
      [
        '--quiet',
        '-v',
        'ON_ERROR_STOP=1',
        '--single-transaction',
        '-f',
        join(BOOTSTRAP_DIR, '0001-roles.sql'),
        '-f',
        sql,
        databaseUrl,
      ],
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
