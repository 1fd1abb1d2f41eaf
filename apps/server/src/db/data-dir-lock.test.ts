import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../../test/support/golden.ts';
import { spawnServerProcess, type ServerProcess } from '../../test/support/spawn-server.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('DATA_DIR lock', () => {
  it('refuses a second lock while the holder lives, and releases on demand', () => {
    const dir = freshDataDir(true);
    try {
      const first = lockDataDir(dir.dataDir);
      expect(() => lockDataDir(dir.dataDir)).toThrow(DataDirLockedError);
      first.release();
      lockDataDir(dir.dataDir).release();
    } finally {
      dir.remove();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = freshDataDir(true);
    try {
      writeFileSync(join(dir.dataDir, 'server.lock'), '999999\n'); // no such PID on Linux (pid_max ≤ 4194304 but unused)
      const lock = lockDataDir(dir.dataDir);
      lock.release();
    } finally {
      dir.remove();
    }
  });

  it('never takes over the lock of a live process', () => {
    const dir = freshDataDir(true);
    try {
      writeFileSync(join(dir.dataDir, 'server.lock'), `${process.ppid}\n`);
      expect(() => lockDataDir(dir.dataDir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
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

  it('makes the second exit non-zero within 2 s naming the holder PID, while the first keeps serving', async () => {
    const t0 = Date.now();
    const second = spawnServerProcess({ DATA_DIR: dir.dataDir });
    const failure = await second.ready.then(
      () => new Error('second server started'),
      (e: unknown) => e as Error,
    );
    const elapsed = Date.now() - t0;
    expect(second.child.exitCode).not.toBe(0);
    expect(failure.message).toContain(`is in use by process ${first.child.pid}`);
    expect(elapsed).toBeLessThan(2000 + 1500); // + tsx start-up of the child process itself
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
