// Course lifecycle (issue 25; supabase/migrations/20261129000300_course_lifecycle.sql): drafts and archived
// courses are invisible to learners through every door (REST reads, embeds, RPCs, progress and attempt
// writes); staff see and preview everything; a course with issued certificates cannot be deleted but can be
// archived, and its certificates keep verifying.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertCourse,
  signedInUser,
  type CourseFixture,
  type SignedInUser,
} from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let counter = 0;
const name = (tag: string) => `Lifecycle ${tag} ${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(backends)('course lifecycle on %s', (backend) => {
  let t: TestServer;
  let learner: SignedInUser;
  let editor: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    learner = await signedInUser(t, 'contributor', { fullName: 'Lena Learner' });
    editor = await signedInUser(t, 'editor');
  });
  afterAll(async () => t?.stop());

  const setCourse = (id: string, fields: Record<string, unknown>) =>
    editor.client.from('education_categories').update(fields).eq('id', id).select('id').single();

  /** Everything a learner can reach of one course. */
  async function learnerView(course: CourseFixture) {
    const cats = await learner.client.from('education_categories').select('id').eq('id', course.categoryId);
    const embedded = await learner.client
      .from('education_categories')
      .select('id, education_modules(id)')
      .eq('id', course.categoryId);
    const mods = await learner.client
      .from('education_modules')
      .select('id')
      .eq('category_id', course.categoryId);
    const slides = await learner.client.from('module_slides').select('id').eq('id', course.slideId);
    const questions = await learner.client.rpc('get_quiz_questions_for_user', {
      module_uuid: course.quizModuleId,
    });
    for (const r of [cats, embedded, mods, slides, questions]) expect(r.error).toBeNull();
    return {
      course: (cats.data ?? []).length,
      embeddedModules: ((embedded.data?.[0]?.education_modules as unknown[]) ?? []).length,
      modules: (mods.data ?? []).length,
      slides: (slides.data ?? []).length,
      questions: ((questions.data as unknown[]) ?? []).length,
    };
  }
  const NOTHING = { course: 0, embeddedModules: 0, modules: 0, slides: 0, questions: 0 };
  const EVERYTHING = { course: 1, embeddedModules: 2, modules: 2, slides: 1, questions: 1 };

  it('new courses and modules start as drafts with no publication time; existing fixtures are published', async () => {
    const created = await editor.client
      .from('education_categories')
      .insert({ name: name('new') })
      .select('id, status, published_at, archived_at')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ status: 'draft', published_at: null, archived_at: null });
    const mod = await editor.client
      .from('education_modules')
      .insert({ category_id: created.data?.id, title: 'First module' })
      .select('status, published_at')
      .single();
    expect(mod.data).toEqual({ status: 'draft', published_at: null });
    const wrong = await editor.client
      .from('education_categories')
      .update({ status: 'live' })
      .eq('id', created.data?.id);
    expect(wrong.error?.code).toBe('23514');
    expect(wrong.error?.message).toContain('education_categories_status_check');
  });

  it('a draft course is invisible to a learner (REST, embeds, slides, quiz RPC) and visible to staff', async () => {
    const course = await insertCourse(t, name('draft'));
    expect(await learnerView(course)).toEqual(EVERYTHING);
    await setCourse(course.categoryId, { status: 'draft' });
    expect(await learnerView(course)).toEqual(NOTHING);
    const staff = await editor.client
      .from('education_categories')
      .select('id, status')
      .eq('id', course.categoryId);
    expect(staff.data).toEqual([{ id: course.categoryId, status: 'draft' }]);
    const staffQuiz = await editor.client.rpc('get_quiz_questions_for_user', {
      module_uuid: course.quizModuleId,
    });
    expect(staffQuiz.data).toHaveLength(1);
    // Publishing shows it again, with the database's publication time.
    const published = await editor.client
      .from('education_categories')
      .update({ status: 'published', published_at: '1999-01-01T00:00:00Z' })
      .eq('id', course.categoryId)
      .select('published_at')
      .single();
    expect(new Date(published.data?.published_at as string).getFullYear()).toBeGreaterThan(2000);
    expect(await learnerView(course)).toEqual(EVERYTHING);
  });

  it('a draft module of a published course is hidden with its slides and quiz; the course stays', async () => {
    const course = await insertCourse(t, name('draft module'));
    for (const id of [course.quizModuleId, course.plainModuleId]) {
      const r = await editor.client.from('education_modules').update({ status: 'draft' }).eq('id', id);
      expect(r.error).toBeNull();
    }
    expect(await learnerView(course)).toEqual({ ...NOTHING, course: 1 });
    await editor.client
      .from('education_modules')
      .update({ status: 'published' })
      .eq('id', course.plainModuleId);
    expect(await learnerView(course)).toEqual({
      course: 1,
      embeddedModules: 1,
      modules: 1,
      slides: 1,
      questions: 0,
    });
  });

  it('a learner cannot progress, attempt, score or get a certificate in a draft course; staff can preview', async () => {
    const course = await insertCourse(t, name('no progress'));
    await setCourse(course.categoryId, { status: 'draft' });
    const progress = await learner.client
      .from('user_progress')
      .upsert({ module_id: course.plainModuleId, status: 'in_progress', last_slide_index: 0 });
    expect([progress.status, progress.error?.code, progress.error?.message]).toEqual([
      403,
      '42501',
      'This module is not available',
    ]);
    const attempt = await learner.client
      .from('quiz_attempts')
      .insert({ module_id: course.quizModuleId, total_questions: 1 });
    expect(attempt.error?.code).toBe('42501');
    const cert = await learner.client.rpc('issue_certificate', { category_uuid: course.categoryId });
    expect(cert.error?.message).toBe('Course not found');
    const rows = await t.db.query('select 1 from public.user_progress where module_id = $1', [
      course.plainModuleId,
    ]);
    expect(rows.rows).toHaveLength(0);
    // Staff preview the player: their own progress on a draft is allowed.
    const staff = await editor.client
      .from('user_progress')
      .upsert({ module_id: course.plainModuleId, status: 'in_progress', last_slide_index: 0 });
    expect(staff.error).toBeNull();
  });

  it('an attempt started while live cannot be scored once the course is archived, nor its answers read', async () => {
    const course = await insertCourse(t, name('archived attempt'));
    const attempt = await learner.client
      .from('quiz_attempts')
      .insert({ module_id: course.quizModuleId, total_questions: 1 })
      .select('id')
      .single();
    expect(attempt.error).toBeNull();
    await setCourse(course.categoryId, { archived_at: new Date().toISOString() });
    const score = await learner.client.rpc('calculate_quiz_score', {
      attempt_uuid: attempt.data?.id,
      user_answers: { [course.questionId]: 'x' },
    });
    expect([score.error?.code, score.error?.message]).toEqual(['42501', 'This module is not available']);
    const answers = await learner.client.rpc('get_quiz_answers', {
      module_uuid: course.quizModuleId,
      user_quiz_attempt_id: attempt.data?.id,
    });
    expect(answers.error?.code).toBe('42501');
  });

  /** A published course the learner completed, with its certificate. */
  async function certifiedCourse() {
    const course = await insertCourse(t, name('certified'));
    const attempt = await learner.client
      .from('quiz_attempts')
      .insert({ module_id: course.quizModuleId, total_questions: 1 })
      .select('id')
      .single();
    const { data: q } = await learner.client.rpc('get_quiz_questions_for_user', {
      module_uuid: course.quizModuleId,
    });
    const options = (q as { options: string[] }[])[0]?.options ?? [];
    const { rows } = await t.db.query<{ correct_answer: string }>(
      'select correct_answer from public.quiz_questions where id = $1',
      [course.questionId],
    );
    expect(options).toContain(rows[0]?.correct_answer);
    const scored = await learner.client.rpc('calculate_quiz_score', {
      attempt_uuid: attempt.data?.id,
      user_answers: { [course.questionId]: rows[0]?.correct_answer },
    });
    expect(scored.error).toBeNull();
    const plain = await learner.client
      .from('user_progress')
      .upsert(
        { module_id: course.plainModuleId, status: 'completed', last_slide_index: 0 },
        { onConflict: 'user_id,module_id' },
      );
    expect(plain.error).toBeNull();
    const cert = await learner.client.rpc('issue_certificate', { category_uuid: course.categoryId });
    expect(cert.error).toBeNull();
    return { course, code: (cert.data as { verification_code: string }).verification_code };
  }

  it('deleting a course with issued certificates is refused (PT409) and changes nothing', async () => {
    const { course, code } = await certifiedCourse();
    const res = await editor.client.from('education_categories').delete().eq('id', course.categoryId);
    expect([res.status, res.error?.code, res.error?.message, res.error?.details, res.error?.hint]).toEqual([
      409,
      'PT409',
      'This course has issued certificates; archive it instead',
      '1 certificates were issued for this course.',
      'Archive the course to hide it from learners; its certificates stay valid.',
    ]);
    const left = await t.db.query(
      `select (select count(*) from public.education_categories where id = $1)::int as courses,
              (select count(*) from public.education_modules where category_id = $1)::int as modules,
              (select count(*) from public.certificates where verification_code = $2)::int as certificates`,
      [course.categoryId, code],
    );
    expect(left.rows[0]).toEqual({ courses: 1, modules: 2, certificates: 1 });
    // Not even the owner (or the service role) may: the rule is the database's.
    await expect(
      t.db.query('delete from public.education_categories where id = $1', [course.categoryId]),
    ).rejects.toThrow('archive it instead');
  });

  it('archiving hides the course from learners; certificates still verify; restoring shows it again', async () => {
    const { course, code } = await certifiedCourse();
    const archived = await editor.client
      .from('education_categories')
      .update({ archived_at: '2000-01-01T00:00:00Z' })
      .eq('id', course.categoryId)
      .select('archived_at, status')
      .single();
    expect(archived.error).toBeNull();
    // The database's clock, not the client's.
    expect(new Date(archived.data?.archived_at as string).getFullYear()).toBeGreaterThan(2000);
    expect(await learnerView(course)).toEqual(NOTHING);
    const staff = await editor.client.from('education_categories').select('id').eq('id', course.categoryId);
    expect(staff.data).toHaveLength(1);

    const verified = await t.client().rpc('verify_certificate', { code });
    expect(verified.error).toBeNull();
    expect(verified.data).toEqual([
      expect.objectContaining({ verification_code: code, recipient_name: 'Lena Learner' }),
    ]);
    expect((verified.data as { course_name: string }[])[0]?.course_name).toMatch(/^Lifecycle certified/);
    // The learner keeps their certificate (issue_certificate returns it; their own row stays readable).
    const again = await learner.client.rpc('issue_certificate', { category_uuid: course.categoryId });
    expect((again.data as { verification_code: string }).verification_code).toBe(code);
    const own = await learner.client
      .from('certificates')
      .select('verification_code')
      .eq('category_id', course.categoryId);
    expect(own.data).toEqual([{ verification_code: code }]);
    // Progress writes on an archived course are refused.
    const progress = await learner.client
      .from('user_progress')
      .upsert({ module_id: course.plainModuleId, last_slide_index: 0 }, { onConflict: 'user_id,module_id' });
    expect(progress.error?.code).toBe('42501');

    const restored = await setCourse(course.categoryId, { archived_at: null });
    expect(restored.error).toBeNull();
    expect(await learnerView(course)).toEqual(EVERYTHING);
  });

  it('a course without certificates is deleted as before, with its modules', async () => {
    const course = await insertCourse(t, name('deletable'));
    const res = await editor.client
      .from('education_categories')
      .delete()
      .eq('id', course.categoryId)
      .select('id');
    expect(res.error).toBeNull();
    expect(res.data).toHaveLength(1);
    const { rows } = await t.db.query('select 1 from public.education_modules where category_id = $1', [
      course.categoryId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('learners cannot publish, archive or delete (staff-only writes stay staff-only)', async () => {
    const course = await insertCourse(t, name('learner writes'));
    await setCourse(course.categoryId, { status: 'draft' });
    const publish = await learner.client
      .from('education_categories')
      .update({ status: 'published' })
      .eq('id', course.categoryId)
      .select('id');
    expect(publish.data).toEqual([]);
    const { rows } = await t.db.query<{ status: string }>(
      'select status from public.education_categories where id = $1',
      [course.categoryId],
    );
    expect(rows[0]?.status).toBe('draft');
  });
});
