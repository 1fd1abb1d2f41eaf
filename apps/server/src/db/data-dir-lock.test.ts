import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../../test/support/golden.ts';
import { spawnServerProcess, type ServerProcess } from '../../test/support/spawn-server.ts';
import { REPO_ROOT } from '../paths.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase } from './open.ts';

/** A separate Node process that takes the lock and keeps it until it is killed. */
async function spawnHolder(dataDir: string) {
  const script =
    `const { lockDataDir } = await import('./apps/server/src/db/data-dir-lock.ts');` +
    `lockDataDir(process.argv[1]); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    void exited.then(() => reject(new Error('lock holder exited early')));
  });
  return { child, exited };
}

describe('DATA_DIR lock', () => {
  it('refuses a second lock while the first is held, and releases on demand', () => {
    const dir = freshDataDir(true);
    try {
      const first = lockDataDir(dir.dataDir);
      expect(() => lockDataDir(dir.dataDir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir.dataDir)).toThrow(
        `DATA_DIR ${dir.dataDir} is in use by process ${process.pid}`,
      );
      first.release();
      first.release(); // twice is harmless
      lockDataDir(dir.dataDir).release();
    } finally {
      dir.remove();
    }
  });

  it('starts over a lock file naming its own PID (SIGKILL, then the same PID again, as PID 1 in a container)', () => {
    const dir = freshDataDir(true);
    try {
      writeFileSync(join(dir.dataDir, 'server.lock'), `${process.pid}\n`);
      const lock = lockDataDir(dir.dataDir);
      expect(readFileSync(join(dir.dataDir, 'server.lock'), 'utf8')).toBe(`${process.pid}\n`);
      lock.release();
    } finally {
      dir.remove();
    }
  });

  it('starts over a lock file naming another live process that holds no lock', () => {
    const dir = freshDataDir(true);
    try {
      // The premise: the file names a process that is alive (signal 0 only checks), so a PID-liveness check
      // would refuse here; the lock file's advisory lock, which nobody holds, is what decides.
      expect(() => process.kill(process.ppid, 0)).not.toThrow();
      writeFileSync(join(dir.dataDir, 'server.lock'), `${process.ppid}\n`);
      const lock = lockDataDir(dir.dataDir);
      expect(readFileSync(join(dir.dataDir, 'server.lock'), 'utf8')).toBe(`${process.pid}\n`);
      expect(() => lockDataDir(dir.dataDir)).toThrow(`is in use by process ${process.pid}`);
      lock.release();
    } finally {
      dir.remove();
    }
  });

  it('is refused while another process holds it, and free once that process is SIGKILLed', async () => {
    const dir = freshDataDir(true);
    let holder: Awaited<ReturnType<typeof spawnHolder>> | undefined;
    try {
      holder = await spawnHolder(dir.dataDir);
      let refused: unknown;
      try {
        lockDataDir(dir.dataDir).release();
      } catch (err) {
        refused = err;
      }
      expect(refused).toBeInstanceOf(DataDirLockedError);
      expect((refused as DataDirLockedError).holderPid).toBe(holder.child.pid);
      holder.child.kill('SIGKILL');
      await holder.exited;
      // The file still names the dead holder; the kernel dropped its lock all the same.
      expect(readFileSync(join(dir.dataDir, 'server.lock'), 'utf8')).toBe(`${holder.child.pid}\n`);
      lockDataDir(dir.dataDir).release();
    } finally {
      // A failed expectation above must not leave the holder running.
      if (holder && holder.child.exitCode === null && holder.child.signalCode === null)
        holder.child.kill('SIGKILL');
      dir.remove();
    }
  });

  it('is released when the opened database is closed', async () => {
    const dir = freshDataDir();
    try {
      const opened = await openDatabase({ dataDir: dir.dataDir, databaseUrl: undefined });
      expect(() => lockDataDir(dir.dataDir)).toThrow(DataDirLockedError);
      await opened.close();
      expect(readFileSync(join(dir.dataDir, 'server.lock'), 'utf8')).toBe('');
      lockDataDir(dir.dataDir).release();
    } finally {
      dir.remove();
    }
  });
});

describe('two server processes on one DATA_DIR', () => {
  const dir = freshDataDir();
  let first: ServerProcess;

  beforeAll(async () => {
    first = await spawnServerProcess({ DATA_DIR: dir.dataDir }).ready;
  });
  afterAll(async () => {
    first.child.kill('SIGTERM');
    await first.exited;
    dir.remove();
  });

  // The refusal does not wait for the lock: lockDataDir throws at once (the first test calls it synchronously).
  it('makes the second exit non-zero naming the holder PID, while the first keeps serving', async () => {
    const second = spawnServerProcess({ DATA_DIR: dir.dataDir });
    const failure = await second.ready.then(
      () => new Error('second server started'),
      (e: unknown) => e as Error,
    );
    expect(second.child.exitCode).not.toBe(0);
    expect(failure.message).toContain(`DATA_DIR ${dir.dataDir} is in use by process ${first.child.pid}`);
    const res = await fetch(`${first.url}/healthz`);
    expect(res.status).toBe(200);
  });

  it('makes the CLI refuse the same DATA_DIR with the holder PID', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', 'migrate'], {
      env: { ...process.env, NODE_OPTIONS: '', DATA_DIR: dir.dataDir },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain(`is in use by process ${first.child.pid}`);
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
  });
});
