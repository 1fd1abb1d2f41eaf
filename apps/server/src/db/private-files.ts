// DATA_DIR holds the JWT secret and password hashes (in PGlite's tables and WAL): nobody but the server's own
// user may read it. Three parts: the process umask keeps every file created from now on private (PGlite's worker
// thread shares the process's umask), the worker narrows the modes PGlite sets with chmod (pglite-worker.mjs),
// and one pass at open takes group and other permissions off whatever an older version or a copy left readable.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** New files 0600, new directories 0700. Set once at process start (main.ts, the CLI). */
export const PRIVATE_UMASK = 0o077;

const GROUP_AND_OTHER = 0o077;

function makePrivate(path: string, mode: number): void {
  if ((mode & GROUP_AND_OTHER) === 0) return;
  try {
    chmodSync(path, mode & 0o700);
  } catch (err) {
    // Only the owner may chmod: a directory that belongs to someone else cannot be kept private by us.
    const code = (err as NodeJS.ErrnoException).code ?? String(err);
    throw new Error(`Cannot make ${path} private (${code}): DATA_DIR must belong to the user the server runs as.`, { cause: err });
  }
}

/**
 * Takes group and other permissions off `dir` and everything under it (directories end 0700, files 0600 — or 0700
 * for an executable). Symbolic links are left alone: chmod would follow them out of the tree.
 */
export function makeTreePrivate(dir: string): void {
  const top = lstatSync(dir);
  if (top.isSymbolicLink()) return;
  makePrivate(dir, top.mode);
  if (!top.isDirectory()) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) makeTreePrivate(path);
    else makePrivate(path, lstatSync(path).mode);
  }
}
