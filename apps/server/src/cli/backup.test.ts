import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { notPrivate } from '../../test/support/file-modes.ts';
import { freshDataDir, freshPgDatabase } from '../../test/support/golden.ts';
import { createTestDatabase, testConfig } from '../../test/support/test-server.ts';
import { openDatabase } from '../db/open.ts';
import { runCli } from './commands.ts';

async function rowCounts(env: Record<string, string>): Promise<Record<string, number>> {
  const opened = await openDatabase(testConfig(env));
  try {
    const { rows } = await opened.db.query<{ s: string; t: string }>(
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'auth', 'server') order by 1, 2`,
    );
    const counts: Record<string, number> = {};
    for (const { s, t } of rows) {
      const q = await opened.db.query<{ n: number }>(`select count(*) as n from "${s}"."${t}"`);
      counts[`${s}.${t}`] = q.rows[0]?.n ?? -1;
    }
    return counts;
  } finally {
    await opened.close();
  }
}

async function addRows(env: Record<string, string>): Promise<void> {
  const opened = await openDatabase(testConfig(env));
  try {
    await opened.db.exec(`
      insert into auth.users (id, email, aud, role) select gen_random_uuid(), 'u' || g || '@example.com', 'authenticated', 'authenticated'
        from generate_series(1, 25) g;
      insert into server.outbox (recipient, subject, body, kind) values ('a@example.com', 'Hello', 'Body', 'test');`);
  } finally {
    await opened.close();
  }
}

const hasPgTools = spawnSync('sh', ['-c', 'command -v pg_dump && command -v psql'], { stdio: 'ignore' }).status === 0;
const cases = backends.filter((b) => b === 'pglite' || hasPgTools);

describe.each(cases)('backup → restore on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('round-trips every table with equal row counts', async () => {
    const source = await createTestDatabase(backend);
    cleanups.push(() => source.cleanup());
    await addRows(source.env);
    const file = join(work, backend === 'pglite' ? 'backup.tar.gz' : 'backup.sql');
    // A world-readable file of that name already there: the backup replaces it with a private one.
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    expect(await runCli(['backup', file], { ...testConfigEnv(), ...source.env })).toContain('written to');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(readdirSync(work)).toEqual([file.slice(work.length + 1)]);

    let targetEnv: Record<string, string>;
    if (backend === 'pglite') {
      const dir = freshDataDir(true);
      cleanups.push(() => dir.remove());
      targetEnv = { DATA_DIR: dir.dataDir };
    } else {
      const pgdb = await freshPgDatabase(true);
      cleanups.push(() => pgdb.drop());
      targetEnv = { DATABASE_URL: pgdb.databaseUrl };
    }
    expect(await runCli(['restore', file], { ...testConfigEnv(), ...targetEnv })).toContain('restored from');
    if (targetEnv.DATA_DIR) expect(notPrivate(targetEnv.DATA_DIR)).toEqual([]);

    const before = await rowCounts(source.env);
    expect(before['auth.users']).toBe(25);
    expect(await rowCounts(targetEnv)).toEqual(before);
  });
});

describe('restore on pglite', () => {
  it('refuses to restore over an existing database without --force', async () => {
    const dir = freshDataDir();
    try {
      await expect(
        runCli(['restore', join(tmpdir(), 'any-backup.tar.gz')], { ...testConfigEnv(), DATA_DIR: dir.dataDir }),
      ).rejects.toThrow(/backup file not found/);
      const file = join(dir.dataDir, 'backup.tar.gz');
      await runCli(['backup', file], { ...testConfigEnv(), DATA_DIR: dir.dataDir });
      await expect(runCli(['restore', file], { ...testConfigEnv(), DATA_DIR: dir.dataDir })).rejects.toThrow(
        /already holds a database: pass --force/,
      );
      expect(await runCli(['restore', file, '--force'], { ...testConfigEnv(), DATA_DIR: dir.dataDir })).toMatch(
        /previous data kept in/,
      );
    } finally {
      dir.remove();
    }
  });
});

function testConfigEnv(): Record<string, string> {
  return { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
}
