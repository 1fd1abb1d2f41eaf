// Rows saved under the old redirect rules that break the new ones (ADR 0011): the migration switches them off
// instead of guessing what they meant, and leaves every other row as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '../../src/db/open.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';

const THIS = 'migrations/20261126000200_redirect_destinations.sql';

describe.each(backends)('the redirect destinations migration on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const t = await openTestDatabase(backend, { empty: true });
    db = t.opened.db;
    cleanup = t.cleanup;
    const all = allMigrations();
    const at = all.findIndex((m) => m.name === THIS);
    expect(at).toBeGreaterThan(0);
    await migrate(db, all.slice(0, at));
    await db.query(
      `insert into public.redirects (source_path, destination_url, is_active) values
         ('/slashes', '//evil.example/x', true), ('/backslash', '/\\evil.example', true),
         ('/encoded', '/%2F%2Fevil.example', true), ('/control', e'/a\\x01b', true),
         ('/fine', '/about', true), ('/external', 'https://example.com/x', true),
         ('/dots', '/a/../about', true), ('/off', '//evil.example/y', false),
         ('/loop-1', '/loop-2?via=query', true), ('/loop-2', '/loop-1', true),
         ('/chain-1', '/chain-2', true)`,
    );
    await migrate(db, all);
  });
  afterAll(async () => cleanup());

  it('switches off what breaks the rules (loops the old check missed included); keeps the rest', async () => {
    const { rows } = await db.query<{ source_path: string; destination_url: string; is_active: boolean }>(
      `select source_path, destination_url, is_active from public.redirects order by source_path`,
    );
    expect(rows).toEqual([
      { source_path: '/backslash', destination_url: '/\\evil.example', is_active: false },
      { source_path: '/chain-1', destination_url: '/chain-2', is_active: true },
      { source_path: '/control', destination_url: '/a\u0001b', is_active: false },
      { source_path: '/dots', destination_url: '/a/../about', is_active: true },
      { source_path: '/encoded', destination_url: '/%2F%2Fevil.example', is_active: false },
      { source_path: '/external', destination_url: 'https://example.com/x', is_active: true },
      { source_path: '/fine', destination_url: '/about', is_active: true },
      { source_path: '/loop-1', destination_url: '/loop-2?via=query', is_active: false },
      { source_path: '/loop-2', destination_url: '/loop-1', is_active: false },
      { source_path: '/off', destination_url: '//evil.example/y', is_active: false },
      { source_path: '/slashes', destination_url: '//evil.example/x', is_active: false },
    ]);
  });
});
