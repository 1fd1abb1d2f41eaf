// The CI check of the generated database types (docs/decisions/0020): database-types.ts must be what the
// generator makes from supabase/migrations, on both databases, and already in Prettier's format.
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/support/backends.ts';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-server.ts';
import { DATABASE_TYPES_FILE, databaseTypesOf } from './generate-database-types.ts';
import { openDatabase, type OpenedDatabase } from './open.ts';
import { allowedValues, readSchemaCatalog } from './schema-catalog.ts';

async function formatted(text: string): Promise<string> {
  const options = await prettier.resolveConfig(DATABASE_TYPES_FILE);
  return prettier.format(text, { ...options, filepath: DATABASE_TYPES_FILE });
}

describe('allowedValues', () => {
  it('reads the values of a `col in (...)` check, quotes included, and nothing else', () => {
    expect(allowedValues(`CHECK ((status = ANY (ARRAY['draft'::text, 'it''s'::text])))`, 'status')).toEqual([
      'draft',
      "it's",
    ]);
    expect(allowedValues(`CHECK ((status = ANY (ARRAY['draft'::text])))`, 'kind')).toBeNull();
    expect(allowedValues(`CHECK ((char_length(title) <= 200))`, 'title')).toBeNull();
    expect(
      allowedValues(
        `CHECK (((question_type <> 'true_false'::text) OR (correct_answer = ANY (ARRAY['true'::text]))))`,
        'correct_answer',
      ),
    ).toBeNull();
  });
});

describe.each(backends)('generated database types on %s', (backend) => {
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

  it('are the checked-in database-types.ts (else run npm run gen:db-types), formatted as Prettier does', async () => {
    const generated = await databaseTypesOf(opened.db);
    const checkedIn = readFileSync(DATABASE_TYPES_FILE, 'utf8');
    expect(checkedIn, 'packages/site/src/database-types.ts is stale: run npm run gen:db-types').toBe(
      generated,
    );
    expect(await formatted(generated), 'the generator writes what Prettier would not change').toBe(generated);
  });

  it('type views, enums, generated columns, overloads and unnamed arguments the way supabase-js expects', async () => {
    await opened.db.exec(`
      create type public.gen_mood as enum ('calm', 'busy');
      create table public.gen_things (
        id bigint generated always as identity primary key,
        label text not null,
        mood public.gen_mood not null default 'calm',
        tags text[],
        label_length int generated always as (char_length(label)) stored,
        owner_id uuid references public.profiles (user_id),
        kind text not null check (kind in ('a', 'b'))
      );
      create table public.gen_thing_notes (thing_id bigint primary key references public.gen_things (id));
      create view public.gen_thing_labels as select id, label from public.gen_things;
      create view public.gen_thing_counts as select count(*) as n from public.gen_things;
      create function public.gen_twice(n int) returns int language sql as 'select n * 2';
      create function public.gen_strict(n int) returns int language sql strict as 'select n';
      create function public.gen_twice(s text, times int default 2) returns setof text language sql
        as 'select repeat(s, times)';
      create function public.gen_unnamed(int) returns int language sql as 'select $1';
      create function public.gen_things_of(m public.gen_mood) returns setof public.gen_things language sql
        as 'select * from public.gen_things where mood = m';
    `);
    const catalog = await readSchemaCatalog(opened.db);
    const text = await databaseTypesOf(opened.db);
    expect(await formatted(text)).toBe(text);
    const block = (name: string) => {
      const start = text.indexOf(`\n      ${name}:`);
      return text.slice(start, text.indexOf('\n      };', start));
    };

    const things = block('gen_things');
    expect(things).toContain(`Row: {
          id: number;
          kind: 'a' | 'b';
          label: string;
          label_length: number | null;
          mood: Database['public']['Enums']['gen_mood'];
          owner_id: string | null;
          tags: string[] | null;
        };
        Insert: {
          id?: never;
          kind: 'a' | 'b';
          label: string;
          label_length?: never;
          mood?: Database['public']['Enums']['gen_mood'];
          owner_id?: string | null;
          tags?: string[] | null;
        };`);
    expect(things).toContain(`Update: {
          id?: never;
          kind?: 'a' | 'b';
          label?: string;`);
    expect(things).toContain(`foreignKeyName: 'gen_things_owner_id_fkey';
            columns: ['owner_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['user_id'];`);
    expect(block('gen_thing_notes')).toContain('isOneToOne: true;');
    expect(text).toContain(`gen_mood: 'calm' | 'busy';`);
    expect(text).toContain(`gen_things: {\n    kind: ['a', 'b'],\n  },`);

    // A simple view can be written through; one with an aggregate cannot. Views carry no NOT NULL.
    expect(block('gen_thing_labels')).toContain(
      'Row: {\n          id: number | null;\n          label: string | null;',
    );
    expect(block('gen_thing_labels')).toContain('Insert: {');
    expect(block('gen_thing_counts')).not.toContain('Insert: {');
    expect(catalog.relations.find((r) => r.name === 'gen_thing_counts')).toMatchObject({
      kind: 'view',
      updatable: false,
    });

    expect(block('gen_twice')).toContain(`gen_twice:
        | {
            Args: {
              n: number | null;
            };
            Returns: number;
          }
        | {
            Args: {
              s: string | null;
              times?: number | null;
            };
            Returns: string[];
          };`);
    expect(text).toContain(`gen_things_of: {
        Args: {
          m: Database['public']['Enums']['gen_mood'] | null;
        };
        Returns: Database['public']['Tables']['gen_things']['Row'][];`);
    expect(block('gen_strict')).toContain('Args: {\n          n: number;\n        };');
    expect(catalog.functions.map((f) => f.name)).not.toContain('gen_unnamed');
    expect(catalog.functions.map((f) => f.name)).not.toContain('set_updated_at');
  });
});
