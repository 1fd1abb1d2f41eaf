// `cli verify-backup`: a backup restores into a scratch copy and matches the row counts and stored files it
// recorded when written; a backup whose contents differ from its record, or that does not open, is refused in
// words. The live site is not touched and the scratch copy is gone afterwards.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { createTestDatabase } from '../../test/support/test-server.ts';
import { runCli } from './commands.ts';

const hasPgTools =
  spawnSync('sh', ['-c', 'command -v pg_dump && command -v psql'], { stdio: 'ignore' }).status === 0;
const cases = backends.filter((b) => b === 'pglite' || hasPgTools);
const quiet = { LOG_LEVEL: 'silent', SEED_DEMO: 'false' };

/** Rewrites an archive's backup.json through `edit` (what a damaged or tampered backup looks like). */
function editManifest(
  archive: string,
  out: string,
  edit: (m: { counts: Record<string, number> }) => void,
): void {
  const dir = mkdtempSync(join(tmpdir(), 'edit-manifest-'));
  try {
    spawnSync('tar', ['-xzf', archive, '-C', dir]);
    const manifest = JSON.parse(readFileSync(join(dir, 'backup.json'), 'utf8')) as {
      counts: Record<string, number>;
    };
    edit(manifest);
    writeFileSync(join(dir, 'backup.json'), JSON.stringify(manifest));
    const listed = spawnSync('tar', ['-tzf', archive], { encoding: 'utf8' }).stdout.split('\n');
    const entries = [...new Set(listed.filter(Boolean).map((e) => e.split('/')[0]!))];
    spawnSync('tar', ['-czf', out, '-C', dir, ...entries]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(cases)('verify-backup on %s', (backend) => {
  const work = mkdtempSync(join(tmpdir(), 'verify-'));
  const cleanups: (() => Promise<void> | void)[] = [() => rmSync(work, { recursive: true, force: true })];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('restores into a scratch copy and matches the recorded counts; a backup that differs is refused', async () => {
    const db = await createTestDatabase(backend);
    cleanups.push(() => db.cleanup());
    const env = { ...quiet, ...db.env, STORAGE_DIR: join(work, 'no-storage') };
    const file = join(work, 'site.tar.gz');
    await runCli(['backup', file], env);

    const ok = await runCli(['verify-backup', file], env);
    expect(ok).toMatch(
      /verifies: the (PGlite|PostgreSQL) database restores, \d+ tables, \d+ rows as recorded when it was written; 0 stored files\./,
    );

    const tampered = join(work, 'tampered.tar.gz');
    editManifest(file, tampered, (m) => {
      m.counts['auth.users'] = (m.counts['auth.users'] ?? 0) + 1;
    });
    const n = JSON.parse(spawnSync('tar', ['-xzOf', file, 'backup.json'], { encoding: 'utf8' }).stdout) as {
      counts: Record<string, number>;
    };
    await expect(runCli(['verify-backup', tampered], env)).rejects.toThrow(
      `does NOT verify:\n  auth.users: ${(n.counts['auth.users'] ?? 0) + 1} in the backup, ${n.counts['auth.users'] ?? 0} restored`,
    );

    if (backend === 'postgres') {
      // The scratch databases are dropped again.
      const client = new pg.Client({ connectionString: db.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query(
        `select datname from pg_database where datname like 'verify_backup_%'`,
      );
      await client.end();
      expect(rows).toEqual([]);
    }
  });
});

describe('verify-backup of a file that is not a backup', () => {
  it('says it does not open', async () => {
    const work = mkdtempSync(join(tmpdir(), 'verify-bad-'));
    try {
      const file = join(work, 'broken.tgz');
      writeFileSync(file, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4]));
      await expect(
        runCli(['verify-backup', file], { ...quiet, DATA_DIR: join(work, 'data') }),
      ).rejects.toThrow(/does NOT verify: its database does not open/);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
