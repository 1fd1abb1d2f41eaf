// The storage folder in a backup: the stored files taken as hard links (a consistent picture while a server
// runs), checked when unpacked, and put in place of the folder on restore.
import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmdirSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.ts';
import { makeTreePrivate } from '../db/private-files.ts';
import { STORAGE } from './backup-archive.ts';

/** Where the folder backend keeps bytes (as storage/context.ts chooses). */
export function storageDirOf(config: Config): string {
  return config.databaseUrl ? config.storageDir : join(config.dataDir, STORAGE);
}

const BUCKET_DIR = /^[0-9a-f]{2}$/;
const KEY_FILE = /^[0-9a-f-]{36}$/;

/**
 * Hard-links (or, across file systems, copies) every stored file into `into`. Stored files are never changed in
 * place (a write is a new file renamed into place), so the links are a consistent picture even while a server runs;
 * temporary files of uploads in progress are left out, and a file deleted meanwhile is skipped.
 */
export function snapshotStorage(from: string, into: string): number {
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

export function nonEmpty(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).length > 0;
}

/** Where restore moves a folder it replaces (with --force). */
export function asideName(path: string): string {
  return `${path}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}

/** Puts the unpacked `storage/` in place of `target` (an empty or missing folder, or one already moved aside). */
export function installStorage(unpacked: string, target: string): void {
  if (existsSync(target)) rmdirSync(target);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  renameSync(unpacked, target);
  // tar restores the modes it recorded, less the umask; stored files are the server's user's alone either way.
  makeTreePrivate(target);
}
