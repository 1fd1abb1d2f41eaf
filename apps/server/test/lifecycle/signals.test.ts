// The server's own signal handling: SIGTERM / SIGINT drain it and free the DATA_DIR lock, also as PID 1
// of a PID namespace (a container), where no default handler would stop it; and a SIGKILLed PID 1 never
// blocks the next PID 1 on the same data directory (issue 9).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { freshDataDir } from '../support/golden.ts';
import { hasExited, killTree, processTree, serverEnv, spawnLogged, type Spawned } from './processes.ts';

const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];
const READY = /^Ready: (http:\/\/\S+)/m;

/** The server as PID 1 of a new PID namespace (and user namespace, so no privilege is needed). */
function spawnAsPid1(dataDir: string, env: Record<string, string> = {}): Spawned {
  const args = ['--user', '--map-root-user', '--pid', '--fork', '--kill-child', process.execPath, ...SERVER];
  return spawnLogged('unshare', args, serverEnv({ DATA_DIR: dataDir, ...env }));
}

/** The server's PID as seen from here: unshare's child. */
function serverPidOf(unshare: Spawned): number {
  const [, server] = processTree(unshare.child.pid!);
  if (server === undefined) throw new Error('no server process under unshare');
  return server;
}

const started: Spawned[] = [];
const dirs: { remove(): void }[] = [];
afterEach(() => {
  // Only what a failed test left running.
  for (const s of started.splice(0)) killTree(s.child);
  for (const d of dirs.splice(0)) d.remove();
});

function dataDir(): string {
  const dir = freshDataDir();
  dirs.push(dir);
  return dir.dataDir;
}

describe('stopping the server with a signal', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'drains on %s, logs it, exits 0 and frees the lock',
    async (signal) => {
      const dir = dataDir();
      const server = spawnLogged(process.execPath, SERVER, serverEnv({ DATA_DIR: dir }));
      started.push(server);
      const [, url] = await server.waitFor(READY);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      server.child.kill(signal);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain(`"signal":"${signal}","msg":"shutting down"`);
      expect(server.output()).toMatch(/"msg":"stopped"/);
      expect(() => lockDataDir(dir).release()).not.toThrow();
    },
  );

  it('drains on SIGTERM as PID 1 of a PID namespace', async () => {
    const dir = dataDir();
    const unshare = spawnAsPid1(dir);
    started.push(unshare);
    const [, url] = await unshare.waitFor(READY);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe('1\n');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    process.kill(serverPidOf(unshare), 'SIGTERM');
    expect(await unshare.exited).toBe(0);
    expect(unshare.output()).toMatch(/"msg":"stopped"/);
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });
});

describe('a signal during start-up', () => {
  it('stops PID 1 as soon as it is up, instead of being ignored', async () => {
    // An empty database with demo content: the boot migrates, then seeds for a while after saying so.
    const dir = freshDataDir(true);
    dirs.push(dir);
    const unshare = spawnAsPid1(dir.dataDir, { SEED_DEMO: 'true' });
    started.push(unshare);
    await unshare.waitFor(/"msg":"migrations applied"/);
    process.kill(serverPidOf(unshare), 'SIGTERM');
    expect(await unshare.exited).toBe(0);
    expect(unshare.output()).toContain('"signal":"SIGTERM","msg":"shutting down"');
    expect(unshare.output()).toMatch(/"msg":"stopped"/);
    expect(unshare.output()).not.toMatch(/^Ready:/m);
    expect(() => lockDataDir(dir.dataDir).release()).not.toThrow();
  });
});

describe('the DATA_DIR lock across PID namespaces', () => {
  it('starts again as PID 1 after a SIGKILLed PID 1, and refuses a second PID 1 beside it', async () => {
    const dir = dataDir();
    const first = spawnAsPid1(dir);
    started.push(first);
    await first.waitFor(READY);
    const firstPid = serverPidOf(first);
    process.kill(firstPid, 'SIGKILL');
    await first.closed;
    expect(hasExited(firstPid)).toBe(true);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe('1\n'); // left behind, naming "our" PID

    const second = spawnAsPid1(dir);
    started.push(second);
    const [, url] = await second.waitFor(READY);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    const third = spawnAsPid1(dir);
    started.push(third);
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain(`DATA_DIR ${dir} is in use by process 1`);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
