// Per-account quotas (migrations 20261126000100, 20261207000300): an account without staff access can keep at
// most 50 posts and 5 MB of them with their drafts' revisions and its autosaves (more in
// editorial/revision-limits.test.ts), 50 attempts per quiz (1,000 in all) and 64 KB of answers per attempt.
// Over a limit the write is refused with a clear message (400, PostgREST JSON) and nothing changes; staff are
// not limited. Through supabase-js.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';

const draft = (author: string, i: number, content = '<p>Draft</p>') => ({
  title: `Quota draft ${i}`,
  slug: `quota-${author.slice(0, 8)}-${i}`,
  content,
  status: 'draft',
  author_id: author,
});

describe.each(backends)('account quotas on %s', (backend) => {
  let t: TestServer;
  let moduleId: string;
  beforeAll(async () => {
    t = await startTestServer(backend);
    const { rows: cat } = await t.db.query<{ id: string }>(
      `insert into public.education_categories (name, description, status) values ('Quota course', 'A course.', 'published') returning id`,
    );
    const { rows: mod } = await t.db.query<{ id: string }>(
      `insert into public.education_modules (category_id, title, description, content_type, status)
       values ($1, 'Quota quiz', 'A quiz.', 'quiz', 'published') returning id`,
      [cat[0]?.id],
    );
    moduleId = mod[0]?.id as string;
    await t.db.query(
      `insert into public.quiz_questions (module_id, question_text, question_type, options, correct_answer)
       values ($1, 'Is this a test?', 'true_false', null, 'true')`,
      [moduleId],
    );
  });
  afterAll(async () => t?.stop());

  const postsOf = async (id: string) =>
    (await t.db.query('select 1 from public.blog_posts where author_id = $1', [id])).rows.length;

  it('a contributor keeps at most 50 posts; the 51st is refused with its reason and not stored', async () => {
    const user = await signedInUser(t, 'contributor');
    const fifty = Array.from({ length: 50 }, (_, i) => draft(user.id, i));
    expect((await user.client.from('blog_posts').insert(fifty)).error).toBeNull();
    const { error, status } = await user.client.from('blog_posts').insert(draft(user.id, 50));
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'P0001',
      message: 'Post limit reached: you can keep at most 50 posts',
    });
    expect(error?.hint).toContain('Delete drafts');
    expect(await postsOf(user.id)).toBe(50);
    // Deleting one makes room again.
    const { data: one } = await user.client.from('blog_posts').select('id').limit(1).single();
    expect((await user.client.from('blog_posts').delete().eq('id', one?.id)).error).toBeNull();
    expect((await user.client.from('blog_posts').insert(draft(user.id, 51))).error).toBeNull();
  });

  it('a contributor’s posts and their history hold at most 5 MB in all; a full account can still shrink a post', async () => {
    const user = await signedInUser(t, 'contributor');
    // Each draft costs its row and its first revision: 3 × (800 KB + 800 KB) of the 5 MB.
    const big = `<p>${'x'.repeat(800_000)}</p>`;
    for (const i of [0, 1, 2])
      expect((await user.client.from('blog_posts').insert(draft(user.id, i, big))).error).toBeNull();
    const { error, status } = await user.client.from('blog_posts').insert(draft(user.id, 3, big));
    expect(status).toBe(400);
    expect(error?.message).toBe('Storage limit reached: your posts can hold at most 5 MB in all');
    expect(error?.hint).toContain('Delete old revisions');
    expect(await postsOf(user.id)).toBe(3);
    // Growing an existing post past the limit is refused too; shrinking one is allowed (its revision is small).
    const { data: posts } = await user.client.from('blog_posts').select('id').order('slug');
    const [first, second] = posts ?? [];
    const grow = await user.client
      .from('blog_posts')
      .update({ content: `${big}<p>${'y'.repeat(200_000)}</p>` })
      .eq('id', first?.id);
    expect(grow.error?.message).toBe('Storage limit reached: your posts can hold at most 5 MB in all');
    expect(
      (await user.client.from('blog_posts').update({ content: '<p>short</p>' }).eq('id', second?.id)).error,
    ).toBeNull();
    // The shrunk post's first revision still holds its 800 KB: deleting it from the history makes the room.
    expect((await user.client.from('blog_posts').insert(draft(user.id, 4, big))).error?.code).toBe('P0001');
    const dropped = await user.client
      .from('post_revisions')
      .delete()
      .eq('post_id', second?.id)
      .eq('revision_number', 1)
      .select('id');
    expect(dropped.data).toHaveLength(1);
    expect((await user.client.from('blog_posts').insert(draft(user.id, 4, big))).error).toBeNull();
  });

  it('staff are not limited', async () => {
    const editor: SignedInUser = await signedInUser(t, 'editor');
    const many = Array.from({ length: 51 }, (_, i) => draft(editor.id, i));
    expect((await editor.client.from('blog_posts').insert(many)).error).toBeNull();
    expect(await postsOf(editor.id)).toBe(51);
  });

  it('a learner may start at most 50 attempts of one quiz', async () => {
    const learner = await signedInUser(t, 'contributor');
    const attempt = { user_id: learner.id, module_id: moduleId, score: 0, passed: false };
    const fifty = Array.from({ length: 50 }, (_, i) => ({ ...attempt, attempt_number: i + 1 }));
    expect((await learner.client.from('quiz_attempts').insert(fifty)).error).toBeNull();
    const { error, status } = await learner.client
      .from('quiz_attempts')
      .insert({ ...attempt, attempt_number: 51 });
    expect(status).toBe(400);
    expect(error?.message).toBe('Attempt limit reached: at most 50 attempts per quiz');
    const stored = await t.db.query('select 1 from public.quiz_attempts where user_id = $1', [learner.id]);
    expect(stored.rows.length).toBe(50);
  });

  it('an attempt’s answers hold at most 64 KB; over that the attempt stays unscored', async () => {
    const learner = await signedInUser(t, 'contributor');
    const { data: row, error: insertError } = await learner.client
      .from('quiz_attempts')
      .insert({ user_id: learner.id, module_id: moduleId, score: 0, passed: false, attempt_number: 1 })
      .select('id')
      .single();
    expect(insertError).toBeNull();
    const huge = { padding: 'x'.repeat(70 * 1024) };
    const { error, status } = await learner.client.rpc('calculate_quiz_score', {
      attempt_uuid: row?.id,
      user_answers: huge,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe('Quiz answers are too large: at most 64 KB per attempt');
    const { rows } = await t.db.query<{ scored_at: Date | null }>(
      'select scored_at from public.quiz_attempts where id = $1',
      [row?.id],
    );
    expect(rows[0]?.scored_at).toBeNull();
  });
});
