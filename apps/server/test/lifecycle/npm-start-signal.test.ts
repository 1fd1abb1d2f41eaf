// `npm start` stopped with SIGTERM sent to the npm process only (docker stop, a process manager): the
// server drains and every process of the tree exits, leaving the DATA_DIR lock free (issue 9).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../src/db/data-dir-lock.ts';
import { freshDataDir } from '../support/golden.ts';
import {
  hasExited,
  killIfSame,
  killTree,
  processTree,
  serverEnv,
  spawnLogged,
  startedAt,
  type Spawned,
} from './processes.ts';

describe('npm start and SIGTERM', () => {
  const dir = freshDataDir();
  // A web build of our own: npm start then skips building the web app (the server build it still
  // makes when apps/server/dist is missing or stale, as a newcomer's first start does).
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  let started: Spawned | undefined;
  let tree: number[] = [];
  let seen: { pid: number; started: string | null }[] = [];
  let passed = false;

  beforeAll(() => {
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body>app</body></html>',
    );
  });
  afterAll(() => {
    // Only if the test failed with something still running.
    if (started) killTree(started.child);
    if (!passed) {
      killIfSame(seen);
    }
    dir.remove();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('drains the server and leaves no process and no lock behind', { timeout: 180_000 }, async () => {
    const npm = spawnLogged('npm', ['start'], serverEnv({ DATA_DIR: dir.dataDir, WEB_DIST_DIR: webDist }));
    started = npm;
    const [, url] = await npm.waitFor(/^Ready: (http:\/\/\S+)/m, 150_000);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${url}/`)).text()).toContain('<body>app</body>');

    tree = processTree(npm.child.pid!);
    seen = tree.map((pid) => ({ pid, started: startedAt(pid) }));
    expect(tree.length).toBeGreaterThanOrEqual(2); // npm and the server (with sh -c between them)
    npm.child.kill('SIGTERM');
    await npm.closed;
    expect(tree.filter((pid) => !hasExited(pid))).toEqual([]);

    const out = npm.output();
    expect(out).toMatch(/"signal":"SIGTERM","msg":"shutting down"/);
    expect(out).toMatch(/"msg":"stopped"/);
    expect(() => lockDataDir(dir.dataDir).release()).not.toThrow();
    passed = true;
  });
});
