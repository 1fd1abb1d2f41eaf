// One conformance suite, two databases: the same behaviour on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { openTestDatabase } from '../../test/support/test-server.ts';
import { withRequest } from './request-context.ts';
import { DbError, type Database } from './types.ts';

describe.each(backends)('database adapter on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    await db.exec(`
      create table public.notes (id serial primary key, owner uuid not null, body text not null check (length(body) <= 10));
      alter table public.notes enable row level security;
      create policy notes_own on public.notes for select to authenticated using (owner = auth.uid());
      grant select, insert on public.notes to authenticated;
      grant usage on sequence public.notes_id_seq to authenticated;
      insert into public.notes (owner, body) values
        ('00000000-0000-0000-0000-000000000001', 'mine'),
        ('00000000-0000-0000-0000-000000000002', 'theirs');
    `);
  });
  afterAll(async () => cleanup());

  it('commits a transaction that resolves', async () => {
    await db.transaction(async (tx) => {
      await tx.query('create table public.t_commit (v int)');
      await tx.query('insert into public.t_commit values ($1)', [7]);
    });
    const { rows } = await db.query<{ v: number }>('select v from public.t_commit');
    expect(rows).toEqual([{ v: 7 }]);
  });

  it('rolls back a transaction that throws', async () => {
    await db.exec('create table public.t_rollback (v int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into public.t_rollback values (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await db.query('select * from public.t_rollback');
    expect(rows).toHaveLength(0);
  });

  it('parses int8 as a number and timestamps as dates, the same on both drivers', async () => {
    const { rows } = await db.query<{ n: number; t: Date; j: unknown }>(
      `select count(*) as n, now() as t, '{"a":[1,2]}'::jsonb as j from public.notes`,
    );
    expect(rows[0]?.n).toBe(2);
    expect(rows[0]?.t).toBeInstanceOf(Date);
    expect(rows[0]?.j).toEqual({ a: [1, 2] });
  });

  it('switches role per request and exposes the claims to SQL (auth.uid, auth.role, request.path)', async () => {
    const result = await withRequest(
      db,
      {
        role: 'authenticated',
        claims: { sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' },
        method: 'GET',
        path: '/rest/v1/notes',
      },
      async (tx) =>
        (
          await tx.query<{ uid: string; role: string; cur: string; path: string }>(
            `select auth.uid() as uid, auth.role() as role, current_user as cur,
                    current_setting('request.path', true) as path`,
          )
        ).rows[0],
    );
    expect(result).toEqual({
      uid: '00000000-0000-0000-0000-000000000001',
      role: 'authenticated',
      cur: 'authenticated',
      path: '/rest/v1/notes',
    });
    // The role and claims were transaction-local.
    const after = await db.query<{ cur: string; claims: string | null }>(
      `select current_user as cur, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(after.rows[0]?.cur).not.toBe('authenticated');
    expect(after.rows[0]?.claims).toBeNull();
  });

  it('lets row-level security filter rows for the request role', async () => {
    const bodies = await withRequest(
      db,
      { role: 'authenticated', claims: { sub: '00000000-0000-0000-0000-000000000001' }, method: 'GET', path: '/' },
      async (tx) => (await tx.query<{ body: string }>('select body from public.notes order by id')).rows,
    );
    expect(bodies).toEqual([{ body: 'mine' }]);
    const asAnon = withRequest(db, { role: 'anon', claims: { role: 'anon' }, method: 'GET', path: '/' }, (tx) =>
      tx.query('select body from public.notes'),
    );
    await expect(asAnon).rejects.toMatchObject({ code: '42501' });
    const asService = await withRequest(
      db,
      { role: 'service_role', claims: { role: 'service_role' }, method: 'GET', path: '/' },
      async (tx) => (await tx.query('select body from public.notes')).rows,
    );
    // service_role bypasses RLS but has no grant on this fixture table unless given one.
    expect(asService).toBeDefined();
  });

  it('rejects an unknown role before touching SQL', () => {
    expect(() =>
      withRequest(db, { role: 'postgres' as never, claims: {}, method: 'GET', path: '/' }, async () => 1),
    ).toThrow('unknown API role');
  });

  it('reports errors with SQLSTATE, message, detail, hint and constraint name', async () => {
    const err = await db
      .query(`insert into public.notes (owner, body) values ('00000000-0000-0000-0000-000000000001', $1)`, [
        'far too long a body',
      ])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DbError);
    expect(err).toMatchObject({ code: '23514', constraint: 'notes_body_check', table: 'notes' });
    expect((err as DbError).detail).toMatch(/Failing row contains/);

    const raised = await db
      .query(`do $$ begin raise exception 'custom failure' using detail = 'some detail', hint = 'some hint'; end $$`)
      .catch((e: unknown) => e);
    expect(raised).toMatchObject({ code: 'P0001', message: 'custom failure', detail: 'some detail', hint: 'some hint' });
  });

  it('keeps working after a failed statement inside a transaction', async () => {
    await expect(db.transaction((tx) => tx.query('select * from public.no_such_table'))).rejects.toMatchObject({
      code: '42P01',
    });
    const { rows } = await db.query<{ one: number }>('select 1 as one');
    expect(rows).toEqual([{ one: 1 }]);
  });
});
