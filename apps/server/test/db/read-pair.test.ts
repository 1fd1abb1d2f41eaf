// Database.readPair / readInRequest: the request's setup and one read in one transaction and one round trip
// (PostgreSQL: one batch under a single Sync; PGlite: one worker message). The setup must hold for the read — role,
// claims, read-only, statement timeout — exactly as in withRequest, and a failure must roll back and leave the
// connection usable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInRequest, withRequest, type RequestContext } from '../../src/db/request-context.ts';
import { DbError, type Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { manualTimers } from '../support/manual-timers.ts';
import { openTestDatabase } from '../support/test-server.ts';

const ME = '00000000-0000-0000-0000-000000000001';

describe.each(backends)('readPair on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  // PGlite's statement deadlines: fired by the test, never waited for.
  const timers = manualTimers();
  const as = (
    role: RequestContext['role'],
    sub?: string,
    settings?: Record<string, string>,
  ): RequestContext => ({
    role,
    claims: sub ? { role, sub } : { role },
    method: 'GET',
    path: '/pair_notes',
    ...(settings ? { settings } : {}),
  });

  beforeAll(async () => {
    const t = await openTestDatabase(backend, { timer: timers.timer });
    db = t.opened.db;
    cleanup = t.cleanup;
    await db.exec(`
      create table public.pair_notes (id serial primary key, owner uuid not null, body text not null);
      alter table public.pair_notes enable row level security;
      create policy pair_own on public.pair_notes for select to authenticated using (owner = auth.uid());
      grant select, insert on public.pair_notes to authenticated;
      insert into public.pair_notes (owner, body) values ('${ME}', 'mine'), ('00000000-0000-0000-0000-000000000002', 'theirs');
    `);
  });
  afterAll(async () => cleanup());

  it('reads as the request: role, claims, method and path hold for the statement (RLS applies)', async () => {
    const stmt = {
      text: `select current_user as role, auth.uid() as uid, current_setting('request.method') as method,
                    current_setting('request.path') as path, (select json_agg(body) from public.pair_notes)::text as bodies`,
      values: [],
    };
    const { rows } = await readInRequest<Record<string, unknown>>(db, as('authenticated', ME), stmt);
    expect(rows).toEqual([
      { role: 'authenticated', uid: ME, method: 'GET', path: '/pair_notes', bodies: '["mine"]' },
    ]);
    // The same statement through withRequest answers the same.
    const viaTx = await withRequest(db, as('authenticated', ME), (tx) => tx.query(stmt.text, stmt.values));
    expect(viaTx.rows).toEqual(rows);
    // anon has no grant: the read fails as the role, not as the connection's owner.
    await expect(
      readInRequest(db, as('anon'), { text: 'select * from public.pair_notes', values: [] }),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('the settings are transaction-local: the next pair and plain queries do not see them', async () => {
    await readInRequest(db, as('authenticated', ME), { text: 'select 1', values: [] });
    const { rows } = await db.query<{ role: string; claims: string | null }>(
      `select current_user as role, current_setting('request.jwt.claims', true) as claims`,
    );
    expect(rows[0]?.role).not.toBe('authenticated');
    expect(rows[0]?.claims ?? '').toBe('');
    const anon = await readInRequest<{ uid: string | null }>(db, as('anon'), {
      text: 'select auth.uid() as uid',
      values: [],
    });
    expect(anon.rows).toEqual([{ uid: null }]);
  });

  it('binds values as node-postgres does (text, numbers, null, arrays, JSON text, booleans)', async () => {
    const { rows } = await readInRequest<Record<string, unknown>>(db, as('anon'), {
      text: 'select $1::text as t, $2::int as n, $3::text as nul, $4::int[] as arr, $5::jsonb as j, $6::boolean as b, $7::bigint as big',
      values: ['x', 42, null, [1, 2], '{"a":1}', true, 9007199254740991],
    });
    expect(rows).toEqual([
      { t: 'x', n: 42, nul: null, arr: [1, 2], j: { a: 1 }, b: true, big: 9007199254740991 },
    ]);
  });

  it('additional settings hold for the statement, read-only included', async () => {
    const ctx = as('anon', undefined, { 'request.headers': '{"x":"1"}', transaction_read_only: 'on' });
    const { rows } = await readInRequest<{ h: string; ro: string }>(db, ctx, {
      text: `select current_setting('request.headers') as h, current_setting('transaction_read_only') as ro`,
      values: [],
    });
    expect(rows).toEqual([{ h: '{"x":"1"}', ro: 'on' }]);
    const write = readInRequest(db, as('authenticated', ME, { transaction_read_only: 'on' }), {
      text: `insert into public.pair_notes (owner, body) values ('${ME}', 'no') returning id`,
      values: [],
    });
    await expect(write).rejects.toMatchObject({ code: '25006' });
    expect(
      (await db.query<{ n: number }>(`select count(*)::int as n from public.pair_notes where body = 'no'`))
        .rows[0]?.n,
    ).toBe(0);
  });

  it('a failing statement answers its own error, rolls back, and the connection serves the next request', async () => {
    const failing = readInRequest(db, as('authenticated', ME), {
      text: `with w as (insert into public.pair_notes (owner, body) values ('${ME}', 'rolled') returning 1) select 1/0 from w`,
      values: [],
    });
    await expect(failing).rejects.toBeInstanceOf(DbError);
    await expect(failing).rejects.toMatchObject({ code: '22012' });
    expect(
      (
        await db.query<{ n: number }>(
          `select count(*)::int as n from public.pair_notes where body = 'rolled'`,
        )
      ).rows[0]?.n,
    ).toBe(0);
    // Several in a row after errors: every pooled connection is back to a clean state.
    for (let i = 0; i < 12; i++) {
      await expect(readInRequest(db, as('anon'), { text: 'select 1/0', values: [] })).rejects.toMatchObject({
        code: '22012',
      });
    }
    const ok = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        readInRequest<{ v: number }>(db, as('authenticated', ME), {
          text: 'select $1::int as v',
          values: [i],
        }),
      ),
    );
    expect(ok.map((r) => r.rows[0]?.v)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it('a statement that cannot bind is refused before anything is sent', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(
      readInRequest(db, as('anon'), { text: 'select $1::jsonb', values: [circular] }),
    ).rejects.toThrow();
    const { rows } = await readInRequest<{ v: number }>(db, as('anon'), {
      text: 'select 1 as v',
      values: [],
    });
    expect(rows).toEqual([{ v: 1 }]);
  });

  it('a runaway statement is cancelled (57014): statement_timeout from the setup, or the transaction deadline on PGlite', async () => {
    // PostgreSQL enforces the statement_timeout the setup sets (its own clock); PGlite ignores it and ends the
    // worker at the deadline the request asked for, which the test fires once it is set.
    if (backend === 'postgres') {
      const ctx = as('anon', undefined, { statement_timeout: '100ms' });
      await expect(readInRequest(db, ctx, { text: 'select pg_sleep(3)', values: [] })).rejects.toMatchObject({
        code: '57014',
      });
    } else {
      const stuck = readInRequest(
        db,
        { ...as('anon'), timeoutMs: 200 },
        { text: 'select pg_sleep(60)', values: [] },
      );
      const deadline = await timers.next();
      expect(deadline.ms).toBe(200);
      deadline.fire();
      await expect(stuck).rejects.toMatchObject({ code: '57014' });
    }
    const { rows } = await readInRequest<{ v: number }>(db, as('anon'), {
      text: 'select 2 as v',
      values: [],
    });
    expect(rows).toEqual([{ v: 2 }]);
  });
});
