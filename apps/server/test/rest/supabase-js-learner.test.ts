// SPEC §7 learner and visitor calls through the real supabase-js: the profile, the education pages,
// progress upsert, the quiz functions (set, jsonb argument, answers), the contact form and not-found log.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { countRows, insertCourse, signedInUser, type CourseFixture, type SignedInUser } from './supabase-js-support.ts';

describe.each(backends)('learner and visitor calls through supabase-js on %s', (backend) => {
  let t: TestServer;
  let learner: SignedInUser;
  let other: SignedInUser;
  let course: CourseFixture;

  beforeAll(async () => {
    t = await startTestServer(backend);
    learner = await signedInUser(t, 'contributor', { fullName: 'Lea Learner' });
    other = await signedInUser(t, 'contributor', { fullName: 'Otto Other' });
    course = await insertCourse(t, 'Bitcoin basics');
  });
  afterAll(async () => {
    await t?.stop();
  });

  describe('profile', () => {
    it("reads the user's own profile with select('*').eq('user_id', id).single()", async () => {
      const res = await learner.client.from('profiles').select('*').eq('user_id', learner.id).single();
      expect(res.error).toBeNull();
      expect(res.data).toMatchObject({ user_id: learner.id, full_name: 'Lea Learner', role: 'contributor', username: null });
    });

    it('updates full_name, username, bio, avatar_url (null) and updated_at; only the error is read', async () => {
      const res = await learner.client
        .from('profiles')
        .update({ full_name: 'Lea L.', username: 'lea', bio: null, avatar_url: null, updated_at: new Date().toISOString() })
        .eq('user_id', learner.id);
      expect(res.error).toBeNull();
      const { rows } = await t.db.query<{ full_name: string; username: string }>(
        'select full_name, username from public.profiles where user_id = $1',
        [learner.id],
      );
      expect(rows[0]).toEqual({ full_name: 'Lea L.', username: 'lea' });
    });

    it('a too-short username → 400 23514 naming the constraint', async () => {
      const res = await learner.client.from('profiles').update({ username: 'x' }).eq('user_id', learner.id);
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('23514');
      expect(res.error?.message).toContain('profiles_username_min_length');
    });

    it('changing the own role is refused (403 42501), and the role stays', async () => {
      const res = await learner.client.from('profiles').update({ role: 'admin' }).eq('user_id', learner.id);
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
      const { rows } = await t.db.query<{ role: string }>('select role from public.profiles where user_id = $1', [learner.id]);
      expect(rows[0]?.role).toBe('contributor');
    });

    it("another user's profile is invisible: maybeSingle → data null, no error", async () => {
      const res = await learner.client.from('profiles').select('*').eq('user_id', other.id).maybeSingle();
      expect(res).toMatchObject({ data: null, error: null });
    });
  });

  describe('education pages', () => {
    it('reads courses, modules with the course name, and slides in order', async () => {
      const cats = await learner.client.from('education_categories').select('*').order('sort_order', { ascending: true });
      expect(cats.error).toBeNull();
      expect(cats.data?.map((c) => c.id)).toEqual([course.categoryId]);
      const mods = await learner.client
        .from('education_modules')
        .select('*, education_categories(name)')
        .eq('category_id', course.categoryId)
        .order('sort_order', { ascending: true });
      expect(mods.data?.map((m) => [m.title, m.education_categories?.name])).toEqual([
        ['Plain module', 'Bitcoin basics'],
        ['Quiz module', 'Bitcoin basics'],
      ]);
      const one = await learner.client.from('education_modules').select('*').eq('id', course.plainModuleId).single();
      expect(one.data).toMatchObject({ id: course.plainModuleId, duration_minutes: 30, points: 10, is_required: false });
      const slides = await learner.client.from('module_slides').select('*').eq('module_id', course.plainModuleId).order('sort_order', { ascending: true });
      expect(slides.data?.map((s) => s.id)).toEqual([course.slideId]);
    });

    it('learners cannot read quiz_questions directly (RLS: empty, no answers leak)', async () => {
      const res = await learner.client.from('quiz_questions').select('correct_answer');
      expect(res).toMatchObject({ data: [], error: null });
    });

    it('anon is refused the education tables (401 42501)', async () => {
      const res = await t.client().from('education_categories').select('*');
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('42501');
    });
  });

  describe('progress', () => {
    it("upsert(…, { onConflict: 'user_id,module_id' }): first call inserts (201), second merges (200)", async () => {
      const first = await learner.client
        .from('user_progress')
        .upsert(
          { user_id: learner.id, module_id: course.plainModuleId, status: 'in_progress', progress_percentage: 40, completed_at: null },
          { onConflict: 'user_id,module_id' },
        );
      expect(first.error).toBeNull();
      expect(first.status).toBe(201);
      const second = await learner.client
        .from('user_progress')
        .upsert(
          // The plain module has one slide: reaching index 0 is reaching its last slide (issue 9).
          { user_id: learner.id, module_id: course.plainModuleId, status: 'completed', progress_percentage: 100, completed_at: new Date().toISOString(), last_slide_index: 0 },
          { onConflict: 'user_id,module_id' },
        );
      expect(second.error).toBeNull();
      expect(second.status).toBe(200);
      const rows = await learner.client.from('user_progress').select('*').eq('user_id', learner.id);
      expect(rows.error).toBeNull();
      expect(rows.data).toHaveLength(1);
      expect(rows.data?.[0]).toMatchObject({ module_id: course.plainModuleId, status: 'completed', progress_percentage: 100, furthest_slide_index: 0 });
    });

    it('completing a quiz module without a passed attempt → 400 with the trigger message', async () => {
      const res = await learner.client
        .from('user_progress')
        .upsert({ user_id: learner.id, module_id: course.quizModuleId, status: 'completed', progress_percentage: 100 }, { onConflict: 'user_id,module_id' });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '23514', message: 'This module is completed by passing its quiz' });
    });

    it("writing another user's progress is refused (403 42501)", async () => {
      const res = await learner.client
        .from('user_progress')
        .upsert({ user_id: other.id, module_id: course.plainModuleId, status: 'in_progress', progress_percentage: 10 }, { onConflict: 'user_id,module_id' });
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe('42501');
    });

    it("count head on the user's progress", async () => {
      const res = await learner.client.from('user_progress').select('*', { count: 'exact', head: true });
      expect(res).toMatchObject({ error: null, data: null, count: 1 });
      const otherCount = await other.client.from('user_progress').select('*', { count: 'exact', head: true });
      expect(otherCount.count).toBe(0);
    });
  });

  describe('quiz', () => {
    it('questions (a set without answers) → attempt insert → calculate_quiz_score (jsonb) → answers', async () => {
      const qs = await learner.client.rpc('get_quiz_questions_for_user', { module_uuid: course.quizModuleId });
      expect(qs.error).toBeNull();
      expect(qs.data).toEqual([
        { id: course.questionId, question_text: 'Max supply?', question_type: 'multiple_choice', options: ['21 million', '100 million'], points: 1, sort_order: 0, time_limit_seconds: 0 },
      ]);

      const attempt = await learner.client
        .from('quiz_attempts')
        .insert({ user_id: learner.id, module_id: course.quizModuleId, score: 0, total_questions: 1, passed: false, attempt_number: 1 })
        .select()
        .single();
      expect(attempt.error).toBeNull();
      expect(attempt.status).toBe(201);
      const attemptId = attempt.data?.id as string;

      const score = await learner.client.rpc('calculate_quiz_score', {
        attempt_uuid: attemptId,
        user_answers: { [course.questionId]: ' 21 million ' },
      });
      expect(score.error).toBeNull();
      expect(score.data).toEqual({ score: 100, passed: true, correct: 1, total: 1 });

      const answers = await learner.client.rpc('get_quiz_answers', { module_uuid: course.quizModuleId, user_quiz_attempt_id: attemptId });
      expect(answers.data).toEqual([{ question_id: course.questionId, correct_answer: '21 million', explanation: 'Capped by the protocol.' }]);

      const again = await learner.client.rpc('calculate_quiz_score', { attempt_uuid: attemptId, user_answers: {} });
      expect(again.status).toBe(400);
      expect(again.error).toMatchObject({
        code: 'P0001',
        message: 'This quiz attempt has already been scored',
        hint: 'Start a new attempt to try again.',
      });
      const progress = await learner.client.from('user_progress').select('status').eq('module_id', course.quizModuleId).single();
      expect(progress.data).toEqual({ status: 'completed' });
    });

    it('set-returning rpc accepts filters and order on its result', async () => {
      const res = await learner.client
        .rpc('get_quiz_questions_for_user', { module_uuid: course.quizModuleId })
        .select('id, question_text')
        .eq('question_type', 'true_false');
      expect(res).toMatchObject({ data: [], error: null });
    });

    it("another user's attempt cannot be scored (403 with the function's message and detail)", async () => {
      const { rows } = await t.db.query<{ id: string }>('select id from public.quiz_attempts where user_id = $1 limit 1', [learner.id]);
      const res = await other.client.rpc('calculate_quiz_score', { attempt_uuid: rows[0]?.id, user_answers: {} });
      expect(res.status).toBe(403);
      expect(res.error).toMatchObject({ code: '42501', message: 'Quiz attempt not found', details: 'Only your own quiz attempts can be scored.' });
    });

    it('a malformed uuid argument → 400 22P02', async () => {
      const res = await learner.client.rpc('get_quiz_questions_for_user', { module_uuid: 'not-a-uuid' });
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe('22P02');
    });
  });

  describe('visitor functions', () => {
    it('submit_contact_request (anon) → {success:true}; the sixth from one address in an hour → 429 PT429', async () => {
      const anon = t.client();
      const form = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '', company: 'Analytical', service: 'treasury', assets: '', message: 'Hello', website: '' };
      for (let i = 0; i < 5; i += 1) {
        const ok = await anon.rpc('submit_contact_request', form);
        expect(ok).toMatchObject({ data: { success: true }, error: null });
      }
      expect(await countRows(t, 'contact_requests')).toBe(5);
      const limited = await anon.rpc('submit_contact_request', form);
      expect(limited.status).toBe(429);
      expect(limited.error).toMatchObject({
        code: 'PT429',
        message: 'Too many requests. Please try again in an hour.',
        hint: 'At most 5 contact requests per email address per hour.',
      });
      expect(await countRows(t, 'contact_requests')).toBe(5);
    });

    it('submit_contact_request with a bad address → 400 with the message', async () => {
      const res = await t.client().rpc('submit_contact_request', { first_name: 'A', last_name: 'B', email: 'nope' });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: '22023', message: 'Please enter a valid email address' });
    });

    it('log_not_found returns a bare boolean and counts the path', async () => {
      const res = await t.client().rpc('log_not_found', { path: '/missing-page' });
      expect(res).toMatchObject({ data: true, error: null, status: 200 });
      const { rows } = await t.db.query<{ hits: number }>(`select hits from public.not_found_log where path = '/missing-page'`);
      expect(rows[0]?.hits).toBe(1);
    });

    it('an unknown function → 404 PGRST202; an unknown table → 404 PGRST205', async () => {
      const fn = await t.client().rpc('no_such_function', { a: 1 });
      expect(fn.status).toBe(404);
      expect(fn.error?.code).toBe('PGRST202');
      const table = await t.client().from('blog_post').select('*');
      expect(table.status).toBe(404);
      expect(table.error?.code).toBe('PGRST205');
    });

    it('a forged bearer token → 401 PGRST301 (the anon key alone still works)', async () => {
      const forged = createClient(t.url, t.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${t.anonKey.slice(0, -4)}AAAA` } },
      });
      const res = await forged.from('blog_posts').select('id');
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('PGRST301');
    });
  });
});
