import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { openTestDatabase } from '../../test/support/test-server.ts';
import { migrate, MigrationError, readMigrationDir } from './migrate.ts';
import type { Database } from './types.ts';

describe.each(backends)('migration runner on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let dir: string;

  const write = (name: string, sql: string) => writeFileSync(join(dir, name), sql);
  const files = () => readMigrationDir(dir, 'test');
  const tables = async () =>
    (
      await db.query<{ t: string }>(
        `select table_name as t from information_schema.tables where table_schema = 'public' order by 1`,
      )
    ).rows.map((r) => r.t);

  beforeAll(async () => {
    const t = await openTestDatabase(backend, { empty: true });
    db = t.opened.db;
    cleanup = t.cleanup;
    dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await cleanup();
  });

  it('applies files in name order, exactly once', async () => {
    write('20260101000002_b.sql', 'insert into public.m_a values (2);');
    write('20260101000001_a.sql', 'create table public.m_a (v int); insert into public.m_a values (1);');
    expect((await migrate(db, files())).applied).toEqual(['test/20260101000001_a.sql', 'test/20260101000002_b.sql']);
    expect((await migrate(db, files())).applied).toEqual([]);
    const { rows } = await db.query<{ v: number }>('select v from public.m_a order by v');
    expect(rows.map((r) => r.v)).toEqual([1, 2]);
  });

  it('records each file with its checksum in the ledger', async () => {
    const { rows } = await db.query<{ name: string; checksum: string }>(
      `select name, checksum from server.migrations where name like 'test/%' order by name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['test/20260101000001_a.sql', 'test/20260101000002_b.sql']);
    expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('rolls back a broken migration, leaving the database as it was, and names the file and error', async () => {
    write('20260101000003_c.sql', 'create table public.m_c (v int);');
    write('20260101000004_broken.sql', 'create table public.m_d (v int); select * from public.does_not_exist;');
    const before = await tables();
    const err = await migrate(db, files()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain('test/20260101000004_broken.sql');
    expect((err as Error).message).toContain('relation "public.does_not_exist" does not exist');
    expect(await tables()).toEqual(before);
    const { rows } = await db.query(`select 1 from server.migrations where name in ('test/20260101000003_c.sql', 'test/20260101000004_broken.sql')`);
    expect(rows).toHaveLength(0);
    rmSync(join(dir, '20260101000004_broken.sql'));
    expect((await migrate(db, files())).applied).toEqual(['test/20260101000003_c.sql']);
  });

  it('refuses an applied migration that was edited', async () => {
    write('20260101000001_a.sql', 'create table public.m_a (v int, w int);');
    const err = await migrate(db, files()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toMatch(/test\/20260101000001_a\.sql was changed after it was applied/);
  });
});
