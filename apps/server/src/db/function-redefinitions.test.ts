// New migrations that change a function say which earlier definition they replace (docs/decisions/0025).
// Migrations up to LAST_UNCHECKED are applied with a checksum (migrate.ts refuses an edited file), so they keep
// their text; the ADR lists what they redefine.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths.ts';
import { redefinitions } from './function-redefinitions.ts';

/** The newest migration from before the rule. */
const LAST_UNCHECKED = '20261207000600_request_ip_by_prefix.sql';

describe('function redefinitions', () => {
  it('are found by schema-qualified name, with the `-- replaces:` line of the comment right above', () => {
    const found = redefinitions([
      {
        name: '2_b.sql',
        sql: [
          '-- Scores again.',
          '-- replaces: 1_a.sql',
          'create or replace function public.score(n int) returns int language sql as $$ select n $$;',
          '-- create function public.helper() is mentioned, not defined',
          '-- replaces: 1_a.sql',
          '',
          'create function "public".Helper(n text) returns int language sql as $$ select 1 $$;',
          'create function public.helper(n int) returns int language sql as $$ select 2 $$;',
          'create function public."Quoted"() returns int language sql as $$ select 3 $$;',
        ].join('\n'),
      },
      {
        name: '1_a.sql',
        sql: [
          'create function score(n int) returns int language sql as $$ select n $$;',
          'create function public.helper() returns int language sql as $$ select 1 $$;',
          'create function public.quoted() returns int language sql as $$ select 3 $$;',
        ].join('\n'),
      },
      {
        name: '3_c.sql',
        sql: '-- replaces: 1_a.sql\n  CREATE OR REPLACE FUNCTION public.score (n int) returns int',
      },
    ]);
    expect(found).toEqual([
      { file: '2_b.sql', line: 3, fn: 'public.score', replaces: '1_a.sql', named: '1_a.sql' },
      // The blank line ends the comment above; the second overload in the same file is not a second change.
      { file: '2_b.sql', line: 7, fn: 'public.helper', replaces: '1_a.sql', named: null },
      { file: '3_c.sql', line: 2, fn: 'public.score', replaces: '2_b.sql', named: '1_a.sql' },
    ]);
  });

  it(`in supabase/migrations after ${LAST_UNCHECKED}, name the migration they replace`, () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => ({ name, sql: readFileSync(join(MIGRATIONS_DIR, name), 'utf8') }));
    expect(files.map((f) => f.name)).toContain(LAST_UNCHECKED);
    const unnamed = redefinitions(files)
      .filter((r) => r.file > LAST_UNCHECKED && r.named !== r.replaces)
      .map((r) => `${r.file}:${r.line} redefines ${r.fn}: write "-- replaces: ${r.replaces}" right above it`);
    expect(unnamed).toEqual([]);
  });
});
