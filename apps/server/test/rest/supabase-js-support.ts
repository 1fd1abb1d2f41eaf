// Helpers for the supabase-js integration suites: signed-in users of each profile role, and fixture rows
// written as the database owner (so a fixture never depends on the REST code under test).
import type { SupabaseClient } from '@supabase/supabase-js';
import { GOOD_PASSWORD, uniqueEmail } from '../auth/support.ts';
import type { ProfileRole } from '../data-model/support.ts';
import type { TestServer } from '../support/test-server.ts';

export interface SignedInUser {
  id: string;
  email: string;
  /** A supabase-js anon client holding this user's session (REST calls carry the user's JWT). */
  client: SupabaseClient;
}

/**
 * A confirmed user made through the admin API (as an operator would), given its profile role as the owner
 * (the API can never change a role), then signed in with a fresh client.
 */
export async function signedInUser(
  t: TestServer,
  role: ProfileRole,
  profile: { fullName?: string; username?: string } = {},
): Promise<SignedInUser> {
  const email = uniqueEmail(role);
  const created = await t.admin().auth.admin.createUser({
    email,
    password: GOOD_PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: profile.fullName ?? `${role} Example` },
  });
  if (created.error || !created.data.user) throw new Error(`createUser failed: ${created.error?.message}`);
  const id = created.data.user.id;
  await t.db.query('update public.profiles set role = $1, username = $2 where user_id = $3', [
    role,
    profile.username ?? null,
    id,
  ]);
  const client = t.client();
  const signIn = await client.auth.signInWithPassword({ email, password: GOOD_PASSWORD });
  if (signIn.error) throw new Error(`sign-in failed: ${signIn.error.message}`);
  return { id, email, client };
}

export interface PostFixture {
  id: string;
  slug: string;
  title: string;
  status: 'draft' | 'published';
  publishDate: string | null;
}

/** Inserts a blog post as the owner; returns its id. */
export async function insertPost(
  t: TestServer,
  post: { slug: string; title?: string; status: 'draft' | 'published'; authorId: string | null; publishDate?: string },
): Promise<PostFixture> {
  const title = post.title ?? `Post ${post.slug}`;
  const { rows } = await t.db.query<{ id: string; publish_date: Date | null }>(
    `insert into public.blog_posts (title, slug, excerpt, content, status, author_id, publish_date)
     values ($1, $2, 'An excerpt.', '<p>Body</p>', $3, $4, $5::timestamptz) returning id, publish_date`,
    [title, post.slug, post.status, post.authorId, post.publishDate ?? null],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, slug: post.slug, title, status: post.status, publishDate: row.publish_date?.toISOString() ?? null };
}

/** One course with a quiz module (one multiple-choice question) and a plain module (one slide). */
export interface CourseFixture {
  categoryId: string;
  quizModuleId: string;
  plainModuleId: string;
  slideId: string;
  questionId: string;
}

export async function insertCourse(t: TestServer, name: string, sortOrder = 0): Promise<CourseFixture> {
  const one = async (sql: string, params: unknown[]): Promise<string> => {
    const { rows } = await t.db.query<{ id: string }>(sql, params);
    if (!rows[0]) throw new Error('insert returned no row');
    return rows[0].id;
  };
  const categoryId = await one(
    `insert into public.education_categories (name, description, sort_order, status)
     values ($1, 'About it', $2, 'published') returning id`,
    [name, sortOrder],
  );
  const quizModuleId = await one(
    `insert into public.education_modules (category_id, title, content_type, sort_order, pass_threshold, status)
     values ($1, 'Quiz module', 'quiz', 1, 70, 'published') returning id`,
    [categoryId],
  );
  const plainModuleId = await one(
    `insert into public.education_modules (category_id, title, sort_order, status)
     values ($1, 'Plain module', 0, 'published') returning id`,
    [categoryId],
  );
  const slideId = await one(
    `insert into public.module_slides (module_id, title, content, sort_order) values ($1, 'First slide', '<p>Hi</p>', 0)
     returning id`,
    [plainModuleId],
  );
  const questionId = await one(
    `insert into public.quiz_questions (module_id, question_text, question_type, options, correct_answer, explanation)
     values ($1, 'Max supply?', 'multiple_choice', '["21 million","100 million"]', '21 million', 'Capped by the protocol.')
     returning id`,
    [quizModuleId],
  );
  return { categoryId, quizModuleId, plainModuleId, slideId, questionId };
}

export async function countRows(t: TestServer, table: string): Promise<number> {
  // Table names come from the tests' own constants, never from input.
  const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`);
  return rows[0]?.n ?? 0;
}
