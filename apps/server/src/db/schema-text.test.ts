// The CI check of supabase/schema.sql (docs/decisions/0025-schema-text.md): it must be what the generator reads
// from a database migrated with supabase/migrations, on both databases (the text is the same on PGlite and
// PostgreSQL), and it must print every kind of object a migration can add.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-server.ts';
import { SCHEMA_SQL_FILE } from './generate-schema-sql.ts';
import { openDatabase, type OpenedDatabase } from './open.ts';
import { schemaTextOf } from './schema-text.ts';

/** PostgreSQL before 16 deparses a view's columns qualified (`things.id`); PGlite, the golden one, is newer. */
async function viewsDeparseQualified(opened: OpenedDatabase): Promise<boolean> {
  const { rows } = await opened.db.query<{ n: number }>(
    `select current_setting('server_version_num')::int as n`,
  );
  return rows[0]!.n < 160000;
}

/** The text with each view's body cut (its first line kept), for comparing across that deparser change. */
function withoutViewBodies(text: string): string {
  return text
    .split('\n\n')
    .map((block) => (/^create (materialized )?view /.test(block) ? block.split('\n')[0] : block))
    .join('\n\n');
}

describe.each(backends)('supabase/schema.sql on %s', (backend) => {
  let testDb: TestDatabase;
  let opened: OpenedDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(backend);
    opened = await openDatabase({ databaseUrl: testDb.env.DATABASE_URL, dataDir: testDb.env.DATA_DIR ?? '' });
  });
  afterAll(async () => {
    await opened?.close();
    await testDb?.cleanup();
  });

  it('is the checked-in file (else run npm run gen:schema)', async () => {
    const generated = await schemaTextOf(opened.db);
    const checkedIn = readFileSync(SCHEMA_SQL_FILE, 'utf8');
    const stale = 'supabase/schema.sql is stale: run npm run gen:schema';
    if (await viewsDeparseQualified(opened)) {
      expect(withoutViewBodies(checkedIn), stale).toBe(withoutViewBodies(generated));
    } else {
      expect(checkedIn, stale).toBe(generated);
    }
  });

  it("holds each function's live body once, not the platform's own tables, whatever the search_path", async () => {
    const text = await schemaTextOf(opened.db);
    const scorer = text.split('create or replace function public.calculate_quiz_score(');
    expect(scorer).toHaveLength(2);
    const { rows } = await opened.db.query<{ src: string }>(
      `select prosrc as src from pg_proc where proname = 'calculate_quiz_score'`,
    );
    expect(scorer[1]).toContain(rows[0]!.src);
    expect(text).not.toContain('create table auth.users');
    expect(text).not.toContain('create table server.');
    expect(text).toContain(
      'create policy "media: staff read" on storage.objects for select to authenticated',
    );
    await opened.db.exec('set search_path to public, auth');
    expect(await schemaTextOf(opened.db)).toBe(text);
    await opened.db.exec('reset search_path');
  });

  it('prints types, sequences, tables, views, grants, policies and comments in name order', async () => {
    await opened.db.exec(`
      create schema txt;
      grant usage on schema txt to authenticated;
      create type txt.mood as enum ('calm', 'it''s busy');
      create domain txt.short_text as text not null constraint short check (char_length(value) < 10);
      create sequence txt.tickets increment by 5;
      create table txt.things (
        id bigint generated always as identity primary key,
        label txt.short_text,
        mood txt.mood default 'calm',
        code text collate "C" unique,
        doubled int generated always as (char_length(code) * 2) stored
      );
      create index things_mood_idx on txt.things (mood) where mood <> 'calm';
      alter table txt.things enable row level security;
      alter table txt.things force row level security;
      create policy "calm only" on txt.things as restrictive for select to anon, authenticated using (mood = 'calm');
      grant select, insert on txt.things to authenticated;
      grant all on txt.things to service_role;
      create view txt.calm_things with (security_invoker = true) as select id from txt.things where mood = 'calm';
      create function txt.twice(n int) returns int language sql as 'select n * 2';
      revoke execute on function txt.twice(int) from public;
      grant execute on function txt.twice(int) to authenticated;
      comment on table txt.things is 'Things to print';
      comment on column txt.things.label is 'Short';
    `);
    const text = await schemaTextOf(opened.db);
    const section = text.slice(text.indexOf('-- schema txt'));
    const of = (await viewsDeparseQualified(opened)) ? 'things.' : '';
    expect(section).toBe(`-- schema txt

create schema txt;
grant usage on schema txt to authenticated;

create type txt.mood as enum ('calm', 'it''s busy');

create domain txt.short_text as text not null constraint short CHECK ((char_length(VALUE) < 10));

create view txt.calm_things with (security_invoker=true) as
SELECT ${of}id
   FROM txt.things
  WHERE (${of}mood = 'calm'::txt.mood);

create table txt.things (
  id bigint generated always as identity not null,
  label txt.short_text,
  mood txt.mood default 'calm'::txt.mood,
  code text collate pg_catalog."C",
  doubled integer generated always as ((char_length(code) * 2)) stored,
  constraint things_code_key UNIQUE (code),
  constraint things_pkey PRIMARY KEY (id)
);
alter table txt.things enable row level security;
alter table txt.things force row level security;
CREATE INDEX things_mood_idx ON txt.things USING btree (mood) WHERE (mood <> 'calm'::txt.mood);
create policy "calm only" on txt.things as restrictive for select to anon, authenticated
  using ((mood = 'calm'::txt.mood));
grant all on table txt.things to service_role;
grant insert, select on table txt.things to authenticated;

create sequence txt.tickets as bigint increment by 5 minvalue 1 maxvalue 9223372036854775807 start with 1 cache 1;

create or replace function txt.twice(n integer)
 RETURNS integer
 LANGUAGE sql
AS $function$select n * 2$function$;
revoke all on function txt.twice(n integer) from public;
grant execute on function txt.twice(n integer) to authenticated;

comment on column txt.things.label is 'Short';

comment on table txt.things is 'Things to print';
`);
  });
});
