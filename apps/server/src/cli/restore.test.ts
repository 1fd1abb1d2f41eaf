// `cli restore`: what it refuses (an occupied DATA_DIR without --force), a damaged archive (nothing changed),
// a fresh PostgreSQL cluster (the API roles first) and the backups written before stored files.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  backupBackends as cases,
  hasPgTools,
  rowCounts,
  testConfigEnv,
} from '../../test/support/backup-cli.ts';
import { freshDataDir, freshPgDatabase } from '../../test/support/golden.ts';
import { createTestDatabase, testConfig } from '../../test/support/test-server.ts';
import { openDatabase } from '../db/open.ts';
import { runCli } from './commands.ts';

describe('restore on pglite', () => {
  it('refuses to restore over an existing database without --force', async () => {
    const dir = freshDataDir();
    try {
      await expect(
        runCli(['restore', join(tmpdir(), 'any-backup.tar.gz')], {
          ...testConfigEnv(),
          DATA_DIR: dir.dataDir,
        }),
      ).rejects.toThrow(/backup file not found/);
      const file = join(dir.dataDir, 'backup.tar.gz');
      await runCli(['backup', file], { ...testConfigEnv(), DATA_DIR: dir.dataDir });
      await expect(runCli(['restore', file], { ...testConfigEnv(), DATA_DIR: dir.dataDir })).rejects.toThrow(
        /already holds a database: pass --force/,
      );
      expect(
        await runCli(['restore', file, '--force'], { ...testConfigEnv(), DATA_DIR: dir.dataDir }),
      ).toMatch(/previous data kept in/);
    } finally {
      dir.remove();
    }
  });
});

describe('a damaged PGlite backup', () => {
  it('fails with a clear message and leaves the data directory as it was', async () => {
    const source = freshDataDir();
    const target = freshDataDir();
    try {
      const env = testConfigEnv();
      const file = join(source.dataDir, 'backup.tar.gz');
      await runCli(['backup', file], { ...env, DATA_DIR: source.dataDir });
      // The database part alone, as older backups are, cut in half.
      const work = mkdtempSync(join(tmpdir(), 'damaged-'));
      spawnSync('tar', ['-xzf', file, '-C', work]);
      const dump = readFileSync(join(work, 'pglite-data.tgz'));
      const damaged = join(work, 'damaged.tgz');
      writeFileSync(damaged, dump.subarray(0, Math.floor(dump.length / 2)));

      // Into an empty DATA_DIR: refused, and no database folder is left for a server to start afresh on.
      const empty = { ...env, DATA_DIR: join(target.dataDir, 'site') };
      await expect(runCli(['restore', damaged], empty)).rejects.toThrow(
        /could not be restored .*nothing was changed/,
      );
      expect(existsSync(join(target.dataDir, 'site', 'pgdata'))).toBe(false);
      expect(readdirSync(join(target.dataDir, 'site')).filter((f) => f !== 'server.lock')).toEqual([]);

      // Over an existing site with --force: the previous database is put back and still opens with its rows.
      const site = { ...env, DATA_DIR: source.dataDir };
      const before = await rowCounts(site);
      await expect(runCli(['restore', damaged, '--force'], site)).rejects.toThrow(/could not be restored/);
      expect(readdirSync(source.dataDir).filter((f) => f.includes('before-restore'))).toEqual([]);
      expect(await rowCounts(site)).toEqual(before);
      rmSync(work, { recursive: true, force: true });
    } finally {
      source.remove();
      target.remove();
    }
  });
});

// A dump taken on one cluster grants to anon/authenticated/service_role; a fresh cluster has none of them until
// our bootstrap runs. Needs the PostgreSQL server binaries (scripts/pg-cluster.sh), as the CI's cluster does.
const PG_CLUSTER = fileURLToPath(new URL('../../../../scripts/pg-cluster.sh', import.meta.url));
const hasPgServer =
  hasPgTools &&
  spawnSync('sh', ['-c', 'command -v pg_ctl || ls -d /usr/lib/postgresql/*/bin'], { stdio: 'ignore' })
    .status === 0;

describe.each(cases.filter((b) => b === 'postgres' && hasPgServer))('restore on a fresh %s cluster', () => {
  it('creates the API roles the dump grants to before replaying it', async () => {
    const started = spawnSync(PG_CLUSTER, ['start'], { encoding: 'utf8' });
    expect(started.status, started.stderr).toBe(0);
    const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)![1]!;
    const clusterDir = /PG_CLUSTER_DIR=(\S+)/.exec(started.stdout)![1]!;
    const work = mkdtempSync(join(tmpdir(), 'backup-roles-'));
    const source = await createTestDatabase('postgres');
    try {
      const file = join(work, 'dump.sql');
      await runCli(['backup', file], { ...testConfigEnv(), ...source.env, STORAGE_DIR: join(work, 'none') });
      const roles = (): string =>
        spawnSync(
          'psql',
          [
            '-tAc',
            `select string_agg(rolname, ',' order by rolname) from pg_roles where rolname in ('anon', 'authenticated', 'service_role')`,
            url,
          ],
          {
            encoding: 'utf8',
          },
        ).stdout.trim();
      expect(roles()).toBe('');
      expect(
        await runCli(['restore', file], {
          ...testConfigEnv(),
          DATABASE_URL: url,
          STORAGE_DIR: join(work, 'restored'),
        }),
      ).toContain('restored from');
      expect(roles()).toBe('anon,authenticated,service_role');
      expect(await rowCounts({ DATABASE_URL: url })).toEqual(await rowCounts(source.env));
    } finally {
      await source.cleanup();
      spawnSync(PG_CLUSTER, ['stop', clusterDir]);
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe.each(cases)('older backups on %s', (backend) => {
  it('still restore: a database without stored files, and the storage folder is left alone', async () => {
    const work = mkdtempSync(join(tmpdir(), 'backup-old-'));
    const source = await createTestDatabase(backend);
    const cleanups: (() => Promise<void> | void)[] = [
      () => source.cleanup(),
      () => rmSync(work, { recursive: true, force: true }),
    ];
    try {
      let file: string;
      let targetEnv: Record<string, string>;
      if (backend === 'pglite') {
        // What `cli backup` wrote before stored files: PGlite's data-directory dump on its own.
        file = join(work, 'old.tar.gz');
        const opened = await openDatabase(testConfig(source.env));
        try {
          writeFileSync(file, await opened.dump!());
        } finally {
          await opened.close();
        }
        const dir = freshDataDir(true);
        cleanups.push(() => dir.remove());
        targetEnv = { DATA_DIR: dir.dataDir };
      } else {
        file = join(work, 'old.sql');
        expect(
          spawnSync('pg_dump', ['--format=plain', '--no-owner', '--file', file, source.env.DATABASE_URL!])
            .status,
        ).toBe(0);
        const pgdb = await freshPgDatabase(true);
        cleanups.push(() => pgdb.drop());
        targetEnv = { DATABASE_URL: pgdb.databaseUrl, STORAGE_DIR: join(work, 'storage') };
      }
      const storage = targetEnv.STORAGE_DIR ?? join(targetEnv.DATA_DIR!, 'storage');
      mkdirSync(join(storage, 'ab'), { recursive: true });
      writeFileSync(join(storage, 'ab', 'kept'), 'x');
      const said = await runCli(['restore', file], { ...testConfigEnv(), ...targetEnv });
      expect(said).toMatch(
        backend === 'pglite' ? /an older backup without stored files/ : /no old\.storage\.tar\.gz beside it/,
      );
      expect(readdirSync(join(storage, 'ab'))).toEqual(['kept']);
      expect(await rowCounts(targetEnv)).toEqual(await rowCounts(source.env));
    } finally {
      for (const c of cleanups.reverse()) await c();
    }
  });
});
