// The request path's reads run as named prepared statements kept per PostgreSQL connection (db/pg-statements.ts).
// A kept statement must never answer for another role or user than the request's, must follow DDL (a schema
// reload, a migration) — new columns, changed policies, a recreated table — and each connection keeps a bounded
// number. Every assertion holds on PGlite too (it runs the same pair in one transaction, without names).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_PER_CONNECTION,
  confirm,
  distrust,
  prepare,
  preparedCount,
  statementName,
} from '../../src/db/pg-statements.ts';
import { readInRequest, type RequestContext } from '../../src/db/request-context.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';

const ME = '00000000-0000-0000-0000-0000000000a1';
const OTHER = '00000000-0000-0000-0000-0000000000b2';

describe.each(backends)('prepared statements on the request path on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  const as = (role: RequestContext['role'], sub?: string): RequestContext => ({
    role,
    claims: sub ? { role, sub } : { role },
    method: 'GET',
    path: '/ps_notes',
  });

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    await db.exec(`
      create table public.ps_notes (id serial primary key, owner uuid not null, body text not null);
      alter table public.ps_notes enable row level security;
      create policy ps_own on public.ps_notes for select to authenticated using (owner = auth.uid());
      grant select on public.ps_notes to authenticated;
      insert into public.ps_notes (owner, body) values ('${ME}', 'mine'), ('${OTHER}', 'theirs'), ('${OTHER}', 'theirs too');
    `);
  });
  afterAll(async () => cleanup());

  const BODIES = {
    text: `select coalesce(json_agg(body order by body), '[]')::text as bodies from public.ps_notes where id > $1`,
    values: [0],
  };
  const bodies = async (ctx: RequestContext) =>
    (await readInRequest<{ bodies: string }>(db, ctx, BODIES)).rows[0]?.bodies;

  it('one statement text, many roles and users: each execution answers for its own request (no plan leaks)', async () => {
    // Past PostgreSQL's five custom plans, so a generic plan is in use for the later rounds.
    for (let round = 0; round < 8; round++) {
      expect(await bodies(as('authenticated', ME))).toBe('["mine"]');
      expect(await bodies(as('authenticated', OTHER))).toBe('["theirs", "theirs too"]');
      expect(await bodies(as('service_role'))).toBe('["mine", "theirs", "theirs too"]');
      await expect(bodies(as('anon'))).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('follows DDL: a policy change, a new column, a recreated table', async () => {
    const ROWS = {
      text: `select (select json_agg(t order by t.id) from public.ps_ddl t)::text as rows`,
      values: [],
    };
    const rows = async (ctx: RequestContext) =>
      JSON.parse((await readInRequest<{ rows: string }>(db, ctx, ROWS)).rows[0]?.rows ?? 'null') as unknown;
    await db.exec(`create table public.ps_ddl (id int primary key, v text);
      alter table public.ps_ddl enable row level security;
      create policy ps_ddl_all on public.ps_ddl for select to authenticated using (true);
      grant select on public.ps_ddl to authenticated;
      insert into public.ps_ddl values (1, 'a'), (2, 'b');`);
    for (let i = 0; i < 6; i++)
      expect(await rows(as('authenticated', ME))).toEqual([
        { id: 1, v: 'a' },
        { id: 2, v: 'b' },
      ]);
    await db.exec(
      `drop policy ps_ddl_all on public.ps_ddl; create policy ps_ddl_one on public.ps_ddl for select to authenticated using (id = 2);`,
    );
    expect(await rows(as('authenticated', ME))).toEqual([{ id: 2, v: 'b' }]);
    await db.exec(`alter table public.ps_ddl add column w int default 7`);
    expect(await rows(as('authenticated', ME))).toEqual([{ id: 2, v: 'b', w: 7 }]);
    await db.exec(`drop table public.ps_ddl; create table public.ps_ddl (id int primary key, z text);
      grant select on public.ps_ddl to authenticated; insert into public.ps_ddl values (3, 'new');`);
    expect(await rows(as('authenticated', ME))).toEqual([{ id: 3, z: 'new' }]);
  });

  it('a statement whose result columns changed since it was parsed answers the new columns', async () => {
    await db.exec(
      `create table public.ps_cols (a int); grant select on public.ps_cols to anon; insert into public.ps_cols values (1);`,
    );
    const star = { text: 'select * from public.ps_cols', values: [] };
    for (let i = 0; i < 3; i++) expect((await readInRequest(db, as('anon'), star)).rows).toEqual([{ a: 1 }]);
    await db.exec(`alter table public.ps_cols add column b text default 'x'`);
    expect((await readInRequest(db, as('anon'), star)).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('a name already taken or gone on the session (as behind a transaction-mode pooler) is closed and parsed again', async () => {
    const text = 'select $1::int * 2 as v';
    const name = statementName(text);
    // Take the name on every pooled session, outside the registry. On PostgreSQL ten at once fill the pool: none
    // ends before ten sessions have run this batch (a barrier on pg_stat_activity, bounded), so no connection is
    // handed out twice and each of the ten takes the name. PGlite has one session.
    const barrier =
      backend === 'postgres'
        ? `; do $$ begin
             for i in 1..2000 loop
               exit when (select count(*) from pg_stat_activity where query like '%ps-barrier-take%') >= 10;
               perform pg_stat_clear_snapshot(), pg_sleep(0.005);
             end loop;
           end $$ /* ps-barrier-take */`
        : '';
    await Promise.all(
      Array.from({ length: 10 }, () => db.exec(`deallocate all; prepare "${name}" as select 0${barrier}`)),
    );
    for (let i = 0; i < 3; i++)
      expect((await readInRequest<{ v: number }>(db, as('anon'), { text, values: [21] })).rows).toEqual([
        { v: 42 },
      ]);
    // Gone: DEALLOCATE ALL drops what the registry believes is there.
    await db.exec('deallocate all');
    expect((await readInRequest<{ v: number }>(db, as('anon'), { text, values: [5] })).rows).toEqual([
      { v: 10 },
    ]);
  });

  it('each connection keeps a bounded number, and an evicted statement is parsed again when used', async () => {
    const COUNT = {
      text: `select count(*)::int as n from pg_prepared_statements where name like 'rp\\_%'`,
      values: [],
    };
    const first = { text: 'select $1::int + 0 as v', values: [1] };
    expect((await readInRequest<{ v: number }>(db, as('anon'), first)).rows).toEqual([{ v: 1 }]);
    for (let i = 0; i < MAX_PER_CONNECTION + 16; i++) {
      expect(
        (
          await readInRequest<{ v: number }>(db, as('anon'), {
            text: `select $1::int + ${i} as v`,
            values: [1],
          })
        ).rows,
      ).toEqual([{ v: 1 + i }]);
    }
    const n = (await readInRequest<{ n: number }>(db, as('anon'), COUNT)).rows[0]?.n ?? -1;
    expect(n).toBeLessThanOrEqual(MAX_PER_CONNECTION);
    if (backend === 'postgres') expect(n).toBeGreaterThan(0);
    else expect(n).toBe(0); // PGlite runs the pair without names
    expect((await readInRequest<{ v: number }>(db, as('anon'), first)).rows).toEqual([{ v: 1 }]);
  });
});

describe('the per-connection registry', () => {
  it('parses a new text once, keeps it after success only, and closes an unsure one before parsing it again', () => {
    const conn = {};
    const a = prepare(conn, 'select 1');
    expect(a).toEqual({ name: statementName('select 1'), parse: true, close: [] });
    // Not confirmed (its batch failed): the next use closes and parses it again.
    expect(prepare(conn, 'select 1')).toEqual({ name: a.name, parse: true, close: [a.name] });
    confirm(conn, [a.name]);
    expect(prepare(conn, 'select 1')).toEqual({ name: a.name, parse: false, close: [] });
    // A later batch using it failed: it may be stale, so it is closed and parsed again.
    distrust(conn, [a.name]);
    expect(prepare(conn, 'select 1')).toEqual({ name: a.name, parse: true, close: [a.name] });
  });

  it('evicts the least recently used beyond the bound', () => {
    const conn = {};
    const names = Array.from({ length: MAX_PER_CONNECTION + 2 }, (_, i) => prepare(conn, `select ${i}`));
    expect(names[MAX_PER_CONNECTION]?.close).toEqual([names[0]?.name]);
    expect(names[MAX_PER_CONNECTION + 1]?.close).toEqual([names[1]?.name]);
    expect(preparedCount(conn)).toBe(MAX_PER_CONNECTION);
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});
