// The access-matrix world for the API-level suite: the six principals as real users signed in with their own
// supabase-js clients, and the same fixed-id rows as the SQL-level world (fixtures.ts), written as the owner.
// Through the API a cell cannot be rolled back, so resetWorld() puts every row back after a cell changed one.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Queryable } from '../../src/db/types.ts';
import type { TestServer } from '../support/test-server.ts';
import { signedInUser } from '../rest/supabase-js-support.ts';
import { CERT_CODE, ID, insertLifecycleRows } from './fixtures.ts';
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
    await seedRows(db, w);
  });
}

async function seedRows(db: Queryable, w: ApiWorld): Promise<void> {
  const [a, b, c, e] = [w.learnerA.id, w.learnerB.id, w.contributor.id, w.editor.id];
  await db.query(
    `insert into public.blog_posts (id, title, slug, status, author_id) values
       ($1, 'Published by staff for C', 'published-post', 'published', $4),
       ($2, 'Draft of C', 'draft-of-c', 'draft', $4),
       ($3, 'Draft of E', 'draft-of-e', 'draft', $5)`,
    [ID.pub, ID.draftC, ID.draftE, c, e],
  );
  await db.query(
    `insert into public.redirects (id, source_path, destination_url, created_by) values ($1, '/old', '/new', $2)`,
    [ID.redirect, e],
  );
  await db.query(
    `insert into public.education_categories (id, name, status) values ($1, 'Course', 'published')`,
    [ID.cat],
  );
  await db.query(
    `insert into public.education_modules (id, category_id, title, sort_order, status) values ($1, $3, 'With quiz', 0, 'published'), ($2, $3, 'Without quiz', 1, 'published')`,
    [ID.modQuiz, ID.modPlain, ID.cat],
  );
  await db.query(`insert into public.module_slides (id, module_id, title) values ($1, $2, 'Slide')`, [
    ID.slide,
    ID.modPlain,
  ]);
  await insertLifecycleRows(db);
  await db.query(
    `insert into public.quiz_questions (id, module_id, question_text, question_type, options, correct_answer, explanation)
     values ($1, $2, 'Max supply?', 'multiple_choice', '["21 million","100 million"]', '21 million', 'Capped.')`,
    [ID.question, ID.modQuiz],
  );
  await db.query(
    `insert into public.user_progress (id, user_id, module_id, progress_percentage) values ($1, $3, $5, 40), ($2, $4, $5, 60)`,
    [ID.progressA, ID.progressB, a, b, ID.modPlain],
  );
  await db.query(
    `insert into public.quiz_attempts (id, user_id, module_id) values ($1, $3, $5), ($2, $4, $5)`,
    [ID.attemptA, ID.attemptB, a, b, ID.modQuiz],
  );
  await db.query(
    `insert into public.quiz_attempts (id, user_id, module_id, total_questions, correct_answers, answers, scored_at)
     values ($1, $2, $3, 1, 0, '{}', now())`,
    [ID.attemptAScored, a, ID.modQuiz],
  );
  await db.query(
    `insert into public.contact_requests (id, first_name, last_name, email) values ($1, 'Ada', 'Lovelace', 'ada@example.test')`,
    [ID.contact],
  );
  await db.query(`insert into public.not_found_log (id, path) values ($1, '/missing')`, [ID.notFound]);
  await db.query(
    `insert into public.certificates (id, user_id, category_id, verification_code, recipient_name, course_name, completed_at)
     values ($1, $2, $3, $4, 'learnerA Example', 'Course', now())`,
    [ID.certA, a, ID.cat, CERT_CODE],
  );
}
