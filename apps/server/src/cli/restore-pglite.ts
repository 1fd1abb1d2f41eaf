// Restore into PGlite's DATA_DIR: the archive unpacked beside it, what is there moved aside (with --force) under
// the data directory's lock, the database opened from the dump — and everything put back if that fails.
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase, pgliteDataPath } from '../db/open.ts';
import { makeTreePrivate } from '../db/private-files.ts';
import { UsageError } from './args.ts';
import {
  filesText,
  isGzip,
  PGLITE_DUMP,
  scratchBeside,
  STORAGE,
  tar,
  type Manifest,
} from './backup-archive.ts';
import { asideName, checkUnpackedStorage, installStorage, nonEmpty, storageDirOf } from './backup-storage.ts';

/** After a failed restore: removes what it wrote and moves the previous data back where it was. */
function undoRestore(targets: string[], movedAside: string[], occupied: string[]): void {
  for (const path of targets) rmSync(path, { recursive: true, force: true });
  movedAside.forEach((aside, i) => renameSync(aside, occupied[i]!));
}

export async function restorePglite(
  config: Config,
  file: string,
  manifest: Manifest | null,
  force: boolean,
): Promise<string> {
  if (!manifest && !isGzip(file)) {
    throw new UsageError(
      `${file} is not a PGlite backup (a plain SQL dump is restored with DATABASE_URL set).`,
    );
  }
  const pgdata = pgliteDataPath(config.dataDir);
  const storageDir = storageDirOf(config);
  // An older backup (PGlite's dump on its own) holds no files: the storage folder is left as it is.
  const targets = manifest ? [pgdata, storageDir] : [pgdata];
  const occupied = targets.filter(nonEmpty);
  if (occupied.length && !force) {
    const what = occupied.map((p) =>
      p === pgdata ? `${p} already holds a database` : `${p} already holds stored files`,
    );
    throw new UsageError(
      `${what.join(' and ')}: pass --force to move ${occupied.length > 1 ? 'them' : 'it'} aside and restore.`,
    );
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
