// A small world for the access-matrix suite: five users of every kind and one row of each sort,
// created as the owner (the way the seed or an admin would), with fixed ids so cells can name rows.
import type { Queryable } from '../../src/db/types.ts';
import { anon, createUser, type Actor } from './support.ts';

export const ID = {
  pub: '10000000-0000-4000-8000-000000000001',
  draftC: '10000000-0000-4000-8000-000000000002',
  draftE: '10000000-0000-4000-8000-000000000003',
  redirect: '20000000-0000-4000-8000-000000000001',
  cat: '30000000-0000-4000-8000-000000000001',
  modQuiz: '30000000-0000-4000-8000-000000000002',
  modPlain: '30000000-0000-4000-8000-000000000003',
  slide: '30000000-0000-4000-8000-000000000004',
  question: '30000000-0000-4000-8000-000000000005',
  // Issue 25's lifecycle: a draft course, an archived one, and a draft module of the published course.
  catDraft: '30000000-0000-4000-8000-000000000006',
  catArchived: '30000000-0000-4000-8000-000000000007',
  modDraft: '30000000-0000-4000-8000-000000000008',
  progressA: '40000000-0000-4000-8000-000000000001',
  progressB: '40000000-0000-4000-8000-000000000002',
  attemptA: '40000000-0000-4000-8000-000000000003',
  attemptB: '40000000-0000-4000-8000-000000000004',
  attemptAScored: '40000000-0000-4000-8000-000000000005',
  contact: '50000000-0000-4000-8000-000000000001',
  notFound: '50000000-0000-4000-8000-000000000002',
  certA: '50000000-0000-4000-8000-000000000003',
} as const;

export const CERT_CODE = 'ABCD-1234-EF56';

export interface World {
  anon: Actor;
  learnerA: Actor;
  learnerB: Actor;
  contributor: Actor;
  editor: Actor;
  admin: Actor;
}

export async function buildWorld(db: Queryable): Promise<World> {
  const learnerA = await createUser(db, 'learner A');
  const learnerB = await createUser(db, 'learner B');
  const contributor = await createUser(db, 'contributor');
  const editor = await createUser(db, 'editor', { role: 'editor' });
  const admin = await createUser(db, 'admin', { role: 'admin' });
  await insertWorldRows(db, { learnerA, learnerB, contributor, editor });
  return { anon, learnerA, learnerB, contributor, editor, admin };
}

/** The users the world's rows belong to. */
export type WorldOwners = Record<'learnerA' | 'learnerB' | 'contributor' | 'editor', { id: string | null }>;

/** One row of each sort with its fixed id, written as the owner: both matrix worlds (SQL and API) hold these. */
export async function insertWorldRows(db: Queryable, owners: WorldOwners): Promise<void> {
  const { learnerA, learnerB, contributor, editor } = owners;
  await db.query(
    `insert into public.blog_posts (id, title, slug, status, author_id) values
       ($1, 'Published by staff for C', 'published-post', 'published', $4),
       ($2, 'Draft of C', 'draft-of-c', 'draft', $4),
       ($3, 'Draft of E', 'draft-of-e', 'draft', $5)`,
    [ID.pub, ID.draftC, ID.draftE, contributor.id, editor.id],
  );
  await db.query(
    `insert into public.redirects (id, source_path, destination_url, created_by) values ($1, '/old', '/new', $2)`,
    [ID.redirect, editor.id],
  );
  await db.query(
    `insert into public.education_categories (id, name, status) values ($1, 'Course', 'published')`,
    [ID.cat],
  );
  await db.query(
    `insert into public.education_modules (id, category_id, title, sort_order, status) values
       ($1, $3, 'With quiz', 0, 'published'), ($2, $3, 'Without quiz', 1, 'published')`,
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
    `insert into public.user_progress (id, user_id, module_id, progress_percentage) values
       ($1, $3, $5, 40), ($2, $4, $5, 60)`,
    [ID.progressA, ID.progressB, learnerA.id, learnerB.id, ID.modPlain],
  );
  await db.query(
    `insert into public.quiz_attempts (id, user_id, module_id) values ($1, $3, $5), ($2, $4, $5)`,
    [ID.attemptA, ID.attemptB, learnerA.id, learnerB.id, ID.modQuiz],
  );
  await db.query(
    `insert into public.quiz_attempts (id, user_id, module_id, total_questions, correct_answers, answers, scored_at)
     values ($1, $2, $3, 1, 0, '{}', now())`,
    [ID.attemptAScored, learnerA.id, ID.modQuiz],
  );
  await db.query(
    `insert into public.contact_requests (id, first_name, last_name, email) values ($1, 'Ada', 'Lovelace', 'ada@example.test')`,
    [ID.contact],
  );
  await db.query(`insert into public.not_found_log (id, path) values ($1, '/missing')`, [ID.notFound]);
  await db.query(
    `insert into public.certificates (id, user_id, category_id, verification_code, recipient_name, course_name, completed_at)
     values ($1, $2, $3, $4, 'Learner A', 'Course', now())`,
    [ID.certA, learnerA.id, ID.cat, CERT_CODE],
  );
}

/** Content learners must not see (20261129000300_course_lifecycle.sql). */
async function insertLifecycleRows(db: Queryable): Promise<void> {
  await db.query(
    `insert into public.education_categories (id, name, status, archived_at) values
       ($1, 'Draft course', 'draft', null), ($2, 'Archived course', 'published', now())`,
    [ID.catDraft, ID.catArchived],
  );
  await db.query(
    `insert into public.education_modules (id, category_id, title, status) values ($1, $2, 'Draft module', 'draft')`,
    [ID.modDraft, ID.cat],
  );
}
