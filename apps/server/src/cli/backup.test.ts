// `cli backup` then `cli restore` on each database: every table comes back with its rows, the backup is private.
// The restore's refusals and older backups are in restore.test.ts; stored files in backup-files.test.ts.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupBackends as cases, rowCounts, testConfigEnv } from '../../test/support/backup-cli.ts';
import { notPrivate } from '../../test/support/file-modes.ts';
import { freshDataDir, freshPgDatabase } from '../../test/support/golden.ts';
import { createTestDatabase, testConfig } from '../../test/support/test-server.ts';
import { openDatabase } from '../db/open.ts';
import { runCli } from './commands.ts';

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

describe.each(cases)('backup → restore on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'backup-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('round-trips every table with equal row counts', async () => {
    const db = await createTestDatabase(backend);
    cleanups.push(() => db.cleanup());
    const source = { env: { ...db.env, STORAGE_DIR: join(work, 'no-storage') } };
    await addRows(source.env);
    const file = join(work, backend === 'pglite' ? 'backup.tar.gz' : 'backup.sql');
    // A world-readable file of that name already there: the backup replaces it with a private one.
    writeFileSync(file, 'old');
    chmodSync(file, 0o644);
    expect(await runCli(['backup', file], { ...testConfigEnv(), ...source.env })).toContain('written to');
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
    // With PostgreSQL, the stored files (none here) go beside a .sql dump.
    expect(readdirSync(work).sort()).toEqual(
      backend === 'pglite' ? ['backup.tar.gz'] : ['backup.sql', 'backup.storage.tar.gz'],
    );

    let targetEnv: Record<string, string>;
    if (backend === 'pglite') {
      const dir = freshDataDir(true);
      cleanups.push(() => dir.remove());
      targetEnv = { DATA_DIR: dir.dataDir };
    } else {
      const pgdb = await freshPgDatabase(true);
      cleanups.push(() => pgdb.drop());
      targetEnv = { DATABASE_URL: pgdb.databaseUrl, STORAGE_DIR: join(work, 'restored-storage') };
    }
    expect(await runCli(['restore', file], { ...testConfigEnv(), ...targetEnv })).toContain('restored from');
    if (targetEnv.STORAGE_DIR) expect(readdirSync(targetEnv.STORAGE_DIR)).toEqual([]);
    if (targetEnv.DATA_DIR) expect(notPrivate(targetEnv.DATA_DIR)).toEqual([]);

    const before = await rowCounts(source.env);
    expect(before['auth.users']).toBe(25);
    expect(await rowCounts(targetEnv)).toEqual(before);
  });
});
