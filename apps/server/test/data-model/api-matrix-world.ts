// The access-matrix world for the API-level suite: the six principals as real users signed in with their own
// supabase-js clients, and the same fixed-id rows as the SQL-level world (fixtures.ts), written as the owner.
// Through the API a cell cannot be rolled back, so resetWorld() puts every row back after a cell changed one.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestServer } from '../support/test-server.ts';
import { signedInUser } from '../rest/supabase-js-support.ts';
import { insertWorldRows } from './fixtures.ts';
import type { Principal } from './matrix-principals.ts';
import type { ProfileRole } from './support.ts';

export interface ApiActor {
  name: Principal;
  /** The user id, or null for anon. */
  id: string | null;
  client: SupabaseClient;
}

export type ApiWorld = Record<Principal, ApiActor>;

const ROLES: Record<Exclude<Principal, 'anon'>, ProfileRole> = {
  learnerA: 'contributor',
  learnerB: 'contributor',
  contributor: 'contributor',
  editor: 'editor',
  admin: 'admin',
};

/** Creates and signs in the five users (anon is a plain anon-key client), then seeds the rows. */
export async function buildApiWorld(t: TestServer): Promise<ApiWorld> {
  const world = { anon: { name: 'anon', id: null, client: t.client() } } as ApiWorld;
  for (const [name, role] of Object.entries(ROLES) as [Exclude<Principal, 'anon'>, ProfileRole][]) {
    const u = await signedInUser(t, role, { fullName: `${name} Example` });
    world[name] = { name, id: u.id, client: u.client };
  }
  await resetWorld(t, world);
  return world;
}

const TABLES_IN_DELETE_ORDER = [
  'certificates',
  'quiz_attempts',
  'user_progress',
  'quiz_questions',
  'module_slides',
  'education_modules',
  'education_categories',
  'blog_posts',
  'redirects',
  'contact_requests',
  'not_found_log',
  'rate_limit_counters',
];

/** Empties the public tables and writes the world's rows and profiles again, as the owner, in one transaction. */
export async function resetWorld(t: TestServer, w: ApiWorld): Promise<void> {
  await t.db.transaction(async (db) => {
    // Fixed table names from the list above, never input.
    for (const table of TABLES_IN_DELETE_ORDER) await db.query(`delete from public.${table}`);
    for (const [name, role] of Object.entries(ROLES) as [Exclude<Principal, 'anon'>, ProfileRole][]) {
      await db.query(
        `update public.profiles set role = $1, full_name = $2, username = null, bio = null, avatar_url = null
         where user_id = $3`,
        [role, `${name} Example`, w[name].id],
      );
    }
    await insertWorldRows(db, w);
  });
}
