// Fixtures for the honest-progress suites: a course written as the owner, a quiz passed the honest way
// (attempt + calculate_quiz_score through the API), and progress rows read back as the owner.
import { expect } from 'vitest';
import type { SignedInUser } from '../rest/supabase-js-support.ts';
import type { TestServer } from '../support/test-server.ts';

/** Two quiz modules (one question each, answer '21 million'), a plain module with two slides; `empty`
 * (no slides, no quiz) lives in a second course so that the first course has exactly three modules. */
export interface LearningCourse {
  categoryId: string;
  quizA: string;
  questionA: string;
  quizB: string;
  questionB: string;
  plain: string;
  emptyCategoryId: string;
  empty: string;
}

export const ANSWER = '21 million';

export async function insertLearningCourse(t: TestServer, name: string): Promise<LearningCourse> {
  const one = async (sql: string, params: unknown[]): Promise<string> => {
    const { rows } = await t.db.query<{ id: string }>(`${sql} returning id`, params);
    if (!rows[0]) throw new Error('insert returned no row');
    return rows[0].id;
  };
  const category = (n: string) => one("insert into public.education_categories (name, status) values ($1, 'published')", [n]);
  const module = (cat: string, title: string, order: number) =>
    one("insert into public.education_modules (category_id, title, sort_order, status) values ($1, $2, $3, 'published')", [cat, title, order]);
  const question = (mod: string) =>
    one(
      `insert into public.quiz_questions (module_id, question_text, options, correct_answer)
       values ($1, 'Max supply?', '["21 million","100 million"]', $2)`,
      [mod, ANSWER],
    );
  const categoryId = await category(name);
  const quizA = await module(categoryId, 'Quiz A', 0);
  const quizB = await module(categoryId, 'Quiz B', 1);
  const plain = await module(categoryId, 'Slides only', 2);
  for (const order of [0, 1]) {
    await one('insert into public.module_slides (module_id, title, sort_order) values ($1, $2, $3)', [plain, `Slide ${order + 1}`, order]);
  }
  const emptyCategoryId = await category(`${name} (empty)`);
  const empty = await module(emptyCategoryId, 'Nothing to see', 0);
  return { categoryId, quizA, questionA: await question(quizA), quizB, questionB: await question(quizB), plain, emptyCategoryId, empty };
}

/** Starts an attempt and has it scored by calculate_quiz_score, as the learner's quiz screen does. */
export async function passQuiz(t: TestServer, user: SignedInUser, moduleId: string, questionId: string, answer = ANSWER): Promise<void> {
  const attempt = await user.client.from('quiz_attempts').insert({ module_id: moduleId, total_questions: 1 }).select('id').single();
  expect(attempt.error).toBeNull();
  const score = await user.client.rpc('calculate_quiz_score', {
    attempt_uuid: (attempt.data as { id: string }).id,
    user_answers: { [questionId]: answer },
  });
  expect(score.error).toBeNull();
}

export interface ProgressRow {
  status: string;
  progress_percentage: number;
  completed_at: Date;
  last_slide_index: number | null;
  furthest_slide_index: number | null;
}

export async function progressRow(t: TestServer, userId: string, moduleId: string): Promise<ProgressRow | undefined> {
  const { rows } = await t.db.query<ProgressRow>(
    `select status, progress_percentage, completed_at, last_slide_index, furthest_slide_index
       from public.user_progress where user_id = $1 and module_id = $2`,
    [userId, moduleId],
  );
  return rows[0];
}
