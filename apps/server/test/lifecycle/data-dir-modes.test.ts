// Data at rest (security review, finding 5): DATA_DIR holds the JWT secret and password hashes (PGlite's tables
// and WAL), so after a boot and some writes nothing in it is readable by the group or others — whether the
// server created the files itself (a first boot: the umask) or found them readable (an older version's data
// directory, a copy: the pass at open). PGlite only: PostgreSQL keeps its own data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveKeys } from '../../src/http/keys.ts';
import { countPaths, makeWorldReadable, notPrivate } from '../support/file-modes.ts';
import { freshDataDir } from '../support/golden.ts';
import { TEST_JWT_SECRET } from '../support/test-server.ts';
import { killTree, serverEnv, spawnLogged, type Spawned } from './processes.ts';

const SERVER = ['--import', 'tsx', 'apps/server/src/main.ts'];
const READY = /^Ready: (http:\/\/\S+)/m;

const started: Spawned[] = [];
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const s of started.splice(0)) killTree(s.child);
  for (const c of cleanups.splice(0)) c();
});

/** Boots the server on `dataDir`, signs a user up (rows, WAL), stops it with SIGTERM. */
async function bootWriteAndStop(dataDir: string): Promise<void> {
  const server = spawnLogged(process.execPath, SERVER, serverEnv({ DATA_DIR: dataDir, AUTH_EMAIL_AUTOCONFIRM: 'true' }));
  started.push(server);
  const [, url] = await server.waitFor(READY);
  const { anonKey } = await deriveKeys(TEST_JWT_SECRET);
  const signUp = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'modes@example.com', password: 'correct-horse-battery' }),
  });
  expect(signUp.status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('DATA_DIR permissions', () => {
  it('a first boot creates DATA_DIR and every file in it private to the server user (0700 / 0600)', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'modes-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    const dataDir = join(parent, 'data');
    await bootWriteAndStop(dataDir);
    expect(countPaths(dataDir)).toBeGreaterThan(100);
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it('a DATA_DIR left readable to others (an older version, a copy) is made private at open', async () => {
    const dir = freshDataDir();
    cleanups.push(() => dir.remove());
    makeWorldReadable(dir.dataDir);
    expect(notPrivate(dir.dataDir).length).toBeGreaterThan(100);
    await bootWriteAndStop(dir.dataDir);
    expect(notPrivate(dir.dataDir)).toEqual([]);
  });
});
