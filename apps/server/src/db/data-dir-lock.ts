import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Thrown when another live process holds DATA_DIR. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    /** The PID the holder wrote into the lock file: information only (it may be in another PID namespace). */
    readonly holderPid: number | null,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${holderPid === null ? 'another process' : `process ${holderPid}`}. ` +
        'PGlite allows one process per data directory: stop that process first (or use DATABASE_URL for several instances).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The part of fs-native-extensions we use (the package ships no types). */
interface FileLocks {
  /** Exclusive, non-blocking: false when another open file holds a conflicting lock. */
  tryLock(fd: number): boolean;
}

// Node has no flock/fcntl API. fs-native-extensions ships prebuilt binaries (npm runs no install
// scripts here), takes an OFD lock on Linux (fcntl F_OFD_SETLK), flock on macOS, LockFileEx on Windows.
// Loaded on first use so that a DATABASE_URL deployment never needs the addon.
let fileLocks: FileLocks | undefined;
function loadFileLocks(): FileLocks {
  try {
    fileLocks ??= createRequire(import.meta.url)('fs-native-extensions') as FileLocks;
  } catch (err) {
    throw new Error(
      `Cannot lock DATA_DIR: the file-lock addon (fs-native-extensions) has no build for ${process.platform}-${process.arch} ` +
        `here (${err instanceof Error ? err.message : String(err)}). Use DATABASE_URL, or a platform it ships binaries for.`,
      { cause: err },
    );
  }
  return fileLocks;
}

function readHolderPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null; // Windows locks are mandatory: the holder's file cannot be read
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes an exclusive lock on DATA_DIR for as long as the process keeps it (PGlite has none of its own,
 * and two processes on one folder corrupt it). The lock is an advisory lock on an open file, so the
 * kernel drops it when the process dies however it dies: no stale lock after SIGKILL, and no PID
 * comparison that a new process with a recycled PID (PID 1 in a container) or another PID namespace
 * could get wrong. The file keeps the holder's PID, for the error message only, and is never deleted:
 * deleting it would let a newcomer lock a fresh file while an older process still holds the old one.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const locks = loadFileLocks();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'server.lock');
  // libuv opens with O_CLOEXEC, so child processes (psql, a spawned server) never inherit the lock.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked = false;
  try {
    locked = locks.tryLock(fd);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new DataDirLockedError(dataDir, readHolderPid(file));
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        ftruncateSync(fd, 0); // a PID left behind would only mislead whoever reads the file
      } finally {
        closeSync(fd); // closing the last descriptor of the open file drops the lock
      }
    },
  };
}
