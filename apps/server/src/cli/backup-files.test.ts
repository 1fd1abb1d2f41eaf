// Backups carry the stored files: upload through supabase.storage, stop the server, back up, restore into a fresh
// database and an empty folder, start a server on the restored data and download the same bytes.
import { createClient } from '@supabase/supabase-js';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends, type Backend } from '../../test/support/backends.ts';
import { makeWorldReadable, notPrivate } from '../../test/support/file-modes.ts';
import { freshDataDir, freshPgDatabase } from '../../test/support/golden.ts';
import { createTestDatabase, testConfig } from '../../test/support/test-server.ts';
import { startServer } from '../server.ts';
import { runCli } from './commands.ts';

const hasPgTools = spawnSync('sh', ['-c', 'command -v pg_dump && command -v psql'], { stdio: 'ignore' }).status === 0;
const cases = backends.filter((b) => b === 'pglite' || hasPgTools);

const CLI_ENV = { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
const FILES: Record<string, Buffer> = { 'a/one.bin': randomBytes(70_000), 'two.txt': Buffer.from('second file') };

type Env = Record<string, string>;

/** Runs a server on `env`, hands `fn` a service-role storage client, then stops the server. */
async function withServer<T>(env: Env, fn: (storage: ReturnType<typeof createClient>['storage']) => Promise<T>): Promise<T> {
  const server = await startServer(testConfig(env));
  try {
    const client = createClient(server.url, server.keys.serviceKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    });
    return await fn(client.storage);
  } finally {
    await server.close(1000);
  }
}

async function upload(env: Env): Promise<void> {
  await withServer(env, async (storage) => {
    expect((await storage.createBucket('files', { public: false })).error).toBeNull();
    for (const [name, bytes] of Object.entries(FILES)) {
      expect((await storage.from('files').upload(name, bytes, { contentType: 'application/octet-stream' })).error).toBeNull();
    }
  });
}

async function downloadAll(env: Env): Promise<Record<string, Buffer>> {
  return withServer(env, async (storage) => {
    const out: Record<string, Buffer> = {};
    for (const name of Object.keys(FILES)) {
      const { data, error } = await storage.from('files').download(name);
      expect(error).toBeNull();
      out[name] = Buffer.from(await data!.arrayBuffer());
    }
    return out;
  });
}

function storageOf(env: Env): string {
  return env.DATABASE_URL ? env.STORAGE_DIR! : join(env.DATA_DIR!, 'storage');
}

function modesOf(dir: string): string[] {
  return readdirSync(dir).map((f) => `${f} ${(statSync(join(dir, f)).mode & 0o777).toString(8)}`);
}

describe.each(cases)('backup and restore of stored files on %s', (backend: Backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-files-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  async function source(): Promise<Env> {
    const db = await createTestDatabase(backend);
    cleanups.push(() => db.cleanup());
    const env: Env = { ...db.env, STORAGE_DIR: mkdtempSync(join(work, 'src-storage-')) };
    await upload(env);
    // What an older version (or a copy) left readable: the restore makes the files private again.
    makeWorldReadable(storageOf(env));
    return env;
  }

  async function target(): Promise<Env> {
    if (backend === 'pglite') {
      const dir = freshDataDir(true);
      cleanups.push(() => dir.remove());
      return { DATA_DIR: dir.dataDir };
    }
    const pgdb = await freshPgDatabase(true);
    cleanups.push(() => pgdb.drop());
    // An existing, empty STORAGE_DIR is fine.
    return { DATABASE_URL: pgdb.databaseUrl, STORAGE_DIR: mkdtempSync(join(work, 'dst-storage-')) };
  }

  const names = backend === 'pglite' ? ['backup.tar.gz'] : ['backup.tar.gz', 'dump.sql'];
  it.each(names)('%s: the restored server serves the same bytes, the files private', async (name) => {
    const src = await source();
    const out = mkdtempSync(join(work, 'out-'));
    const said = await runCli(['backup', join(out, name)], { ...CLI_ENV, ...src });
    expect(said).toContain('2 stored files');
    // Only the backup (and, beside a .sql dump, its files), both private: no scratch left behind.
    expect(modesOf(out).sort()).toEqual(
      name === 'dump.sql' ? ['dump.sql 600', 'dump.storage.tar.gz 600'] : [`${name} 600`],
    );

    // A backup meant for the other database, or the files archive on its own, is refused before anything is touched.
    const elsewhere = backend === 'pglite' ? { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' } : { DATA_DIR: join(out, 'data') };
    await expect(runCli(['restore', join(out, name)], { ...CLI_ENV, ...elsewhere })).rejects.toThrow(
      backend === 'pglite'
        ? /is a PGlite backup: restore it without DATABASE_URL/
        : name === 'dump.sql'
          ? /is not a PGlite backup \(a plain SQL dump is restored with DATABASE_URL set\)/
          : /is a PostgreSQL backup: restore it with DATABASE_URL/,
    );
    if (name === 'dump.sql') {
      await expect(runCli(['restore', join(out, 'dump.storage.tar.gz')], { ...CLI_ENV, ...src })).rejects.toThrow(
        /holds only stored files: restore the \.sql dump/,
      );
    }
    expect(existsSync(join(out, 'data'))).toBe(false);

    const dst = await target();
    const restored = await runCli(['restore', join(out, name)], { ...CLI_ENV, ...dst });
    expect(restored).toContain(`2 stored files into ${storageOf(dst)}`);
    expect(notPrivate(storageOf(dst))).toEqual([]);
    if (dst.DATA_DIR) expect(notPrivate(dst.DATA_DIR)).toEqual([]);
    expect(readdirSync(storageOf(dst)).length).toBeGreaterThan(0);

    expect(await downloadAll(dst)).toEqual(FILES);
    // Four PGlite opens (two servers, backup, restore): slow on a loaded machine.
  }, 120_000);

  it('a restore refuses a storage folder that holds files unless --force, which moves them aside', async () => {
    const src = await source();
    const file = join(mkdtempSync(join(work, 'out-')), 'backup.tar.gz');
    await runCli(['backup', file], { ...CLI_ENV, ...src });
    const dst = await target();
    const stray = join(storageOf(dst), 'ab', '00000000-0000-0000-0000-000000000000');
    mkdirSync(join(storageOf(dst), 'ab'), { recursive: true });
    writeFileSync(stray, 'not from the backup');

    await expect(runCli(['restore', file], { ...CLI_ENV, ...dst })).rejects.toThrow(/already holds stored files: pass --force/);
    expect(existsSync(stray)).toBe(true);
    if (dst.DATABASE_URL) {
      // The database was not touched either: still empty.
      const counts = spawnSync('psql', ['-tAc', `select count(*) from pg_namespace where nspname = 'storage'`, dst.DATABASE_URL], {
        encoding: 'utf8',
      });
      expect(counts.stdout.trim()).toBe('0');
    }

    const said = await runCli(['restore', file, '--force'], { ...CLI_ENV, ...dst });
    const aside = /previous (?:files|data) kept in (\S+?)(?: and (\S+))?\)$/.exec(said);
    expect(aside).not.toBeNull();
    const kept = [aside![1], aside![2]].find((p) => p?.startsWith(`${storageOf(dst)}.before-restore-`));
    expect(existsSync(join(kept!, 'ab', '00000000-0000-0000-0000-000000000000'))).toBe(true);
    expect(existsSync(stray)).toBe(false);
    expect(await downloadAll(dst)).toEqual(FILES);
  }, 120_000);
});
