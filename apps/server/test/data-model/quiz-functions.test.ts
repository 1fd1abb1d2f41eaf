// The learner quiz path at the SQL level: questions without answers, attempts numbered by the database,
// scoring once and only by the owner, answers only after scoring, completion only through a pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/types.ts';
import { backends } from '../support/backends.ts';
import { openTestDatabase } from '../support/test-server.ts';
import { as, count, createUser, dbError, type Actor } from './support.ts';

const CAT = '70000000-0000-4000-8000-000000000001';
const M3 = '70000000-0000-4000-8000-000000000002'; // three questions, default threshold 70
const M_EMPTY = '70000000-0000-4000-8000-000000000003'; // no questions
const Q = {
  mc: '70000000-0000-4000-8000-0000000000a1',
  tf: '70000000-0000-4000-8000-0000000000a2',
  short: '70000000-0000-4000-8000-0000000000a3',
};

interface Score {
  score: number;
  passed: boolean;
  correct: number;
  total: number;
}

async function newAttempt(db: Database, who: Actor, moduleId = M3, attemptNumber = 1): Promise<{ id: string; n: number }> {
  return as(db, who, async (tx) => {
    const { rows } = await tx.query<{ id: string; attempt_number: number }>(
      `insert into public.quiz_attempts (user_id, module_id, score, total_questions, passed, attempt_number)
       values ($1, $2, 0, 3, false, $3) returning id, attempt_number`,
      [who.id, moduleId, attemptNumber],
    );
    return { id: rows[0]!.id, n: rows[0]!.attempt_number };
  });
}

function score(db: Database, who: Actor, attemptId: string, answers: Record<string, unknown>): Promise<Score> {
  return as(db, who, async (tx) => {
    const { rows } = await tx.query<{ r: Score }>('select public.calculate_quiz_score($1, $2::jsonb) as r', [
      attemptId,
      JSON.stringify(answers),
    ]);
    return rows[0]!.r;
  });
}

const progressOf = (tx: Queryable, who: Actor, moduleId = M3) =>
  tx.query<{ status: string; progress_percentage: number; completed_at: Date | null }>(
    'select status, progress_percentage, completed_at from public.user_progress where user_id = $1 and module_id = $2',
    [who.id, moduleId],
  );

describe.each(backends)('quiz functions on %s', (backend) => {
  let db: Database;
  let cleanup: () => Promise<void>;
  let learner: Actor;
  let other: Actor;

  beforeAll(async () => {
    const t = await openTestDatabase(backend);
    db = t.opened.db;
    cleanup = t.cleanup;
    learner = await createUser(db, 'learner');
    other = await createUser(db, 'other');
    await db.query(`insert into public.education_categories (id, name, status) values ($1, 'Course', 'published')`, [CAT]);
    await db.query(`insert into public.education_modules (id, category_id, title, status) values ($1, $3, 'Quiz', 'published'), ($2, $3, 'Empty', 'published')`,
      [M3, M_EMPTY, CAT]);
    await db.query(
      `insert into public.quiz_questions (id, module_id, question_text, question_type, options, correct_answer, explanation, sort_order)
       values ($1, $4, 'Supply cap?', 'multiple_choice', '["21 million","42 million"]', '21 million', 'Fixed by consensus.', 0),
              ($2, $4, 'Blocks every ~10 min?', 'true_false', null, 'true', 'On average.', 1),
              ($3, $4, 'Smallest unit?', 'short_answer', null, 'Satoshi', 'One hundred-millionth.', 2)`,
      [Q.mc, Q.tf, Q.short, M3],
    );
  });
  afterAll(async () => cleanup());

  it('learners get the questions in order without answers, explanations or feedback', async () => {
    const rows = await as(db, learner, async (tx) =>
      (await tx.query('select * from public.get_quiz_questions_for_user($1)', [M3])).rows);
    expect(rows.map((r) => r.id)).toEqual([Q.mc, Q.tf, Q.short]);
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ['id', 'options', 'points', 'question_text', 'question_type', 'sort_order', 'time_limit_seconds'].sort());
    expect(rows[0]).toMatchObject({ options: ['21 million', '42 million'], points: 1, time_limit_seconds: 0 });
  });

  it('numbers attempts 1, 2, 3 per user and module whatever the client sends', async () => {
    const a = await newAttempt(db, other, M_EMPTY, 7);
    const b = await newAttempt(db, other, M_EMPTY, 1);
    const c = await newAttempt(db, other, M_EMPTY, 1);
    expect([a.n, b.n, c.n]).toEqual([1, 2, 3]);
    expect((await newAttempt(db, learner, M_EMPTY, 99)).n).toBe(1);
  });

  it('numbers concurrent attempts without duplicates', async () => {
    const racer = await createUser(db, 'racer');
    const made = await Promise.all(Array.from({ length: 5 }, () => newAttempt(db, racer, M_EMPTY)));
    expect(made.map((a) => a.n).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('scores round(100 × correct ÷ total): 2 of 3 is 67 and fails the default 70% threshold', async () => {
    const { id } = await newAttempt(db, learner);
    const r = await score(db, learner, id, { [Q.mc]: '21 million', [Q.tf]: 'true', [Q.short]: 'bitcoin' });
    expect(r).toEqual({ score: 67, passed: false, correct: 2, total: 3 });
    const { rows } = await db.query('select score, passed, total_questions, correct_answers, answers from public.quiz_attempts where id = $1', [id]);
    expect(rows[0]).toMatchObject({ score: 67, passed: false, total_questions: 3, correct_answers: 2 });
    expect(rows[0]?.answers).toMatchObject({ [Q.short]: 'bitcoin' });
    expect((await progressOf(db, learner)).rows).toEqual([]);
  });

  it('1 of 3 rounds to 33; no answers at all scores 0', async () => {
    const one = await newAttempt(db, other);
    expect(await score(db, other, one.id, { [Q.tf]: 'TRUE' })).toEqual({ score: 33, passed: false, correct: 1, total: 3 });
    const none = await newAttempt(db, other);
    expect(await score(db, other, none.id, {})).toEqual({ score: 0, passed: false, correct: 0, total: 3 });
  });

  it("uses the module's pass_threshold: 67 passes at 67, fails at 68", async () => {
    await db.query('update public.education_modules set pass_threshold = 68 where id = $1', [M3]);
    const fail = await newAttempt(db, other);
    expect((await score(db, other, fail.id, { [Q.mc]: '21 million', [Q.tf]: 'true' })).passed).toBe(false);
    await db.query('update public.education_modules set pass_threshold = 67 where id = $1', [M3]);
    const pass = await newAttempt(db, other);
    expect((await score(db, other, pass.id, { [Q.mc]: '21 million', [Q.tf]: 'true' })).passed).toBe(true);
    await db.query('update public.education_modules set pass_threshold = 70 where id = $1', [M3]);
  });

  it('refuses to score an attempt twice, and refuses a bad answers value', async () => {
    const { id } = await newAttempt(db, learner);
    await score(db, learner, id, {});
    const again = await dbError(score(db, learner, id, { [Q.mc]: '21 million', [Q.tf]: 'true', [Q.short]: 'satoshi' }));
    expect([again.code, again.message]).toEqual(['P0001', 'This quiz attempt has already been scored']);
    const { rows } = await db.query('select score from public.quiz_attempts where id = $1', [id]);
    expect(rows[0]?.score).toBe(0);
    const fresh = await newAttempt(db, learner);
    const bad = await dbError(as(db, learner, (tx) =>
      tx.query(`select public.calculate_quiz_score($1, '["a"]'::jsonb)`, [fresh.id])));
    expect(bad.code).toBe('22023');
  });

  it("refuses someone else's attempt (and an unknown one) without touching it", async () => {
    const mine = await newAttempt(db, learner);
    const err = await dbError(score(db, other, mine.id, { [Q.mc]: '21 million' }));
    expect([err.code, err.message]).toEqual(['42501', 'Quiz attempt not found']);
    const unknown = await dbError(score(db, other, '00000000-0000-4000-8000-000000000000', {}));
    expect(unknown.code).toBe('42501');
    const { rows } = await db.query('select scored_at from public.quiz_attempts where id = $1', [mine.id]);
    expect(rows[0]?.scored_at).toBeNull();
  });

  it('hides answers before scoring and from others; shows them to the owner after', async () => {
    const { id } = await newAttempt(db, learner);
    const getAnswers = (who: Actor) => as(db, who, async (tx) =>
      (await tx.query('select * from public.get_quiz_answers($1, $2)', [M3, id])).rows);
    expect((await dbError(getAnswers(learner))).code).toBe('42501');
    await score(db, learner, id, {});
    expect((await dbError(getAnswers(other))).code).toBe('42501');
    expect(await getAnswers(learner)).toEqual([
      { question_id: Q.mc, correct_answer: '21 million', explanation: 'Fixed by consensus.' },
      { question_id: Q.tf, correct_answer: 'true', explanation: 'On average.' },
      { question_id: Q.short, correct_answer: 'Satoshi', explanation: 'One hundred-millionth.' },
    ]);
    const wrongModule = await dbError(as(db, learner, (tx) =>
      tx.query('select * from public.get_quiz_answers($1, $2)', [M_EMPTY, id])));
    expect(wrongModule.code).toBe('42501');
  });

  it('the completion guard: no completing a quiz module by hand; a pass (short answer trimmed, any case) completes it', async () => {
    const byHand = await dbError(as(db, learner, (tx) =>
      tx.query(`insert into public.user_progress (module_id, status, progress_percentage) values ($1, 'completed', 100)`, [M3])));
    expect([byHand.code, byHand.constraint]).toEqual(['23514', 'user_progress_completion_requires_passed_quiz']);
    await as(db, learner, (tx) => tx.query(`insert into public.user_progress (module_id, progress_percentage) values ($1, 90)`, [M3]));
    const viaUpdate = await dbError(as(db, learner, (tx) =>
      tx.query(`update public.user_progress set status = 'completed' where module_id = $1 and user_id = auth.uid()`, [M3])));
    expect(viaUpdate.constraint).toBe('user_progress_completion_requires_passed_quiz');

    const { id } = await newAttempt(db, learner);
    const r = await score(db, learner, id, { [Q.mc]: ' 21 million ', [Q.tf]: 'True', [Q.short]: '  sAtOsHi ' });
    expect(r).toEqual({ score: 100, passed: true, correct: 3, total: 3 });
    const { rows } = await progressOf(db, learner);
    expect(rows[0]).toMatchObject({ status: 'completed', progress_percentage: 100 });
    expect(rows[0]?.completed_at).toBeInstanceOf(Date);
  });

  it('completion sticks: reopening a completed module does not reset it', async () => {
    const before = (await progressOf(db, learner)).rows[0];
    await as(db, learner, (tx) => tx.query(
      `insert into public.user_progress (user_id, module_id, status, progress_percentage, completed_at)
       values (auth.uid(), $1, 'in_progress', 10, null)
       on conflict (user_id, module_id) do update set status = excluded.status,
         progress_percentage = excluded.progress_percentage, completed_at = excluded.completed_at`, [M3]));
    expect((await progressOf(db, learner)).rows[0]).toEqual(before);
  });

  it('a module without questions can be completed directly, and cannot be scored', async () => {
    await as(db, other, (tx) => tx.query(`insert into public.user_progress (module_id, status) values ($1, 'completed')`, [M_EMPTY]));
    const { rows } = await progressOf(db, other, M_EMPTY);
    expect(rows[0]).toMatchObject({ status: 'completed', progress_percentage: 100 });
    const a = await newAttempt(db, other, M_EMPTY);
    expect((await dbError(score(db, other, a.id, {}))).message).toBe('This module has no quiz questions');
  });

  it('the admin list needs staff and returns every column; anon cannot call learner functions', async () => {
    const editor = await createUser(db, 'editor', { role: 'editor' });
    const rows = await as(db, editor, async (tx) =>
      (await tx.query('select * from public.get_quiz_questions_admin($1)', [M3])).rows);
    expect(rows.map((r) => r.correct_answer)).toEqual(['21 million', 'true', 'Satoshi']);
    const denied = await dbError(as(db, learner, (tx) => tx.query('select * from public.get_quiz_questions_admin($1)', [M3])));
    expect([denied.code, denied.message]).toEqual(['42501', 'Admin or Editor role is required']);
  });

  it('deleting a course deletes its modules, questions, progress and attempts', async () => {
    expect(await count(db, 'quiz_attempts', 'module_id in ($1, $2)', [M3, M_EMPTY])).toBeGreaterThan(0);
    await db.query('delete from public.education_categories where id = $1', [CAT]);
    expect(await count(db, 'education_modules', 'category_id = $1', [CAT])).toBe(0);
    expect(await count(db, 'quiz_questions')).toBe(0);
    expect(await count(db, 'user_progress')).toBe(0);
    expect(await count(db, 'quiz_attempts')).toBe(0);
  });
});
