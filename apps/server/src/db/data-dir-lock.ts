import { closeSync, mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holderPid}. PGlite allows one process per data directory: ` +
        'stop that process first (or use DATABASE_URL for several instances).',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the lock.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes an exclusive lock on DATA_DIR (PGlite has none of its own, and two processes on one folder corrupt
 * it). The lock is a file created with O_EXCL holding our PID; a lock whose PID is dead is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          if (readPid(file) === process.pid) unlinkSync(file);
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readPid(file);
      if (holder === process.pid) throw new DataDirLockedError(dataDir, holder);
      if (holder !== null && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Stale (dead holder or unreadable): move it aside atomically so only one contender removes it.
      const stale = `${file}.stale-${process.pid}`;
      try {
        renameSync(file, stale);
      } catch {
        continue; // someone else moved it first; try again
      }
      const moved = readPid(stale);
      if (moved !== null && moved !== holder && isAlive(moved)) {
        // We raced a contender that had already taken the lock over: give it back.
        renameSync(stale, file);
        throw new DataDirLockedError(dataDir, moved);
      }
      unlinkSync(stale);
    }
  }
  throw new Error(`could not lock DATA_DIR ${dataDir}`);
}
