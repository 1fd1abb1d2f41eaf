// Issue 37, findings 4 and 7 (migration 20261207000300): a learner's revisions and autosaves count against the
// 5 MB quota, a draft of theirs keeps its newest 20 unpublished revisions, its author may delete them (no one
// else, and never a version that was live), a deleted post's archive is owned by the archive (no draft can take
// its id and read it), and a revision never names anyone by their e-mail. Through supabase-js, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const QUOTA = 5 * 1024 * 1024;
const QUOTA_MESSAGE = 'Storage limit reached: your posts can hold at most 5 MB in all';
let counter = 0;
const slug = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(backends)('revision limits on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor', { fullName: 'Eddie Editor' });
  });
  afterAll(async () => t?.stop());

  const create = async (user: SignedInUser, fields: Record<string, unknown> = {}) => {
    const { data, error } = await user.client
      .from('blog_posts')
      .insert({ title: 'Words', slug: slug('limit'), content: '<p>One</p>', ...fields })
      .select('id,version,slug')
      .single();
    if (error) throw error;
    return data as { id: string; version: number; slug: string };
  };
  const numbers = async (postId: string) =>
    (
      await t.db.query<{ revision_number: number }>(
        'select revision_number from public.post_revisions where post_id = $1 order by revision_number',
        [postId],
      )
    ).rows.map((r) => r.revision_number);
  /** What the account's rows take in the database, as the quota measures it. */
  const storedBytes = async (userId: string) => {
    const { rows } = await t.db.query<{ bytes: string }>(
      'select public.account_stored_bytes($1, null, false, null) as bytes',
      [userId],
    );
    return Number(rows[0]?.bytes);
  };

  it('a learner cannot grow the database past the quota by saving a changed draft again and again', async () => {
    const learner = await signedInUser(t, 'contributor');
    const post = await create(learner);
    // 400 KB a save: before the quota counted revisions, every one of these was stored in full.
    let refused = null as { status: number; code?: string; message?: string } | null;
    let saves = 0;
    for (let i = 0; i < 30 && !refused; i++) {
      const { error, status } = await learner.client
        .from('blog_posts')
        .update({ content: `<p>${String(i % 10).repeat(400_000)}</p>` })
        .eq('id', post.id);
      if (error) refused = { status, code: error.code, message: error.message };
      else saves += 1;
    }
    expect(refused).toEqual({ status: 400, code: 'P0001', message: QUOTA_MESSAGE });
    expect(saves).toBeLessThan(13);
    expect(await storedBytes(learner.id)).toBeLessThanOrEqual(QUOTA);
    const { rows } = await t.db.query<{ bytes: string }>(
      `select sum(octet_length(r::text)) as bytes from public.post_revisions r where r.post_id = $1`,
      [post.id],
    );
    expect(Number(rows[0]?.bytes)).toBeLessThanOrEqual(QUOTA);
  });

  it('autosaves count: a learner cannot park megabytes in autosaves beside their posts', async () => {
    const learner = await signedInUser(t, 'contributor');
    // Two 1 MB drafts (each with its first revision): 4 MB of the 5. Autosaves come through the data API's
    // 100 KB body limit, one per post: 90 KB each fill the rest.
    await create(learner, { content: `<p>${'a'.repeat(1_000_000)}</p>` });
    await create(learner, { content: `<p>${'b'.repeat(1_000_000)}</p>` });
    const fields = { content: `<p>${'z'.repeat(90_000)}</p>` };
    let saved = 0;
    let refused = null as { status: number; message: string } | null;
    let last = null as { id: string; version: number } | null;
    while (!refused && saved < 30) {
      last = await create(learner);
      const { error, status } = await learner.client
        .from('post_autosaves')
        .upsert({ post_id: last.id, base_version: last.version, fields }, { onConflict: 'user_id,post_id' });
      if (error) refused = { status, message: error.message };
      else saved += 1;
    }
    expect(refused).toEqual({ status: 400, message: QUOTA_MESSAGE });
    expect(saved).toBeGreaterThan(5);
    expect(saved).toBeLessThan(20);
    expect(await storedBytes(learner.id)).toBeLessThanOrEqual(QUOTA);
    // Writing a slot already held again replaces it: not counted twice.
    const { data: slot } = await learner.client.from('post_autosaves').select('post_id').limit(1).single();
    const again = await learner.client
      .from('post_autosaves')
      .upsert({ post_id: slot?.post_id, base_version: 1, fields }, { onConflict: 'user_id,post_id' });
    expect(again.error).toBeNull();
    // Deleting an autosave makes room again.
    await learner.client.from('post_autosaves').delete().eq('post_id', slot?.post_id);
    const retry = await learner.client
      .from('post_autosaves')
      .upsert({ post_id: last?.id, base_version: 1, fields }, { onConflict: 'user_id,post_id' });
    expect(retry.error).toBeNull();
    // Staff are not limited.
    const staffPost = await create(editor, { content: `<p>${'s'.repeat(1_900_000)}</p>` });
    for (let i = 0; i < 3; i++) {
      const { error } = await editor.client
        .from('blog_posts')
        .update({ title: `Staff ${i}` })
        .eq('id', staffPost.id);
      expect(error).toBeNull();
    }
    const staff = await editor.client
      .from('post_autosaves')
      .upsert({ post_id: staffPost.id, base_version: 1, fields }, { onConflict: 'user_id,post_id' });
    expect(staff.error).toBeNull();
  });

  it("a learner's draft keeps its newest 20 unpublished revisions: the 21st prunes the oldest", async () => {
    const learner = await signedInUser(t, 'contributor');
    const post = await create(learner);
    for (let i = 2; i <= 20; i++) {
      const { error } = await learner.client
        .from('blog_posts')
        .update({ title: `Words ${i}` })
        .eq('id', post.id);
      expect(error).toBeNull();
    }
    expect(await numbers(post.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await learner.client.from('blog_posts').update({ title: 'Words 21' }).eq('id', post.id);
    expect(await numbers(post.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    // A staff member's draft keeps its whole history.
    const staffPost = await create(editor);
    for (let i = 2; i <= 21; i++)
      await editor.client
        .from('blog_posts')
        .update({ title: `Staff words ${i}` })
        .eq('id', staffPost.id);
    expect(await numbers(staffPost.id)).toHaveLength(21);
  });

  it("the author deletes their own draft's revisions, and nobody else's, and never a version that was live", async () => {
    const learner = await signedInUser(t, 'contributor');
    const other = await signedInUser(t, 'contributor');
    const post = await create(learner);
    await learner.client.from('blog_posts').update({ title: 'Second' }).eq('id', post.id);
    const revisionId = async (postId: string, n: number) =>
      (
        await t.db.query<{ id: string }>(
          'select id from public.post_revisions where post_id = $1 and revision_number = $2',
          [postId, n],
        )
      ).rows[0]?.id;
    const del = (user: SignedInUser, id: string | undefined) =>
      user.client.from('post_revisions').delete().eq('id', id).select('id');

    // Someone else (another learner, staff) finds nothing to delete.
    expect((await del(other, await revisionId(post.id, 1))).data).toEqual([]);
    expect((await del(editor, await revisionId(post.id, 1))).data).toEqual([]);
    const first = await revisionId(post.id, 1);
    expect((await del(learner, first)).data).toEqual([{ id: first }]);
    expect(await numbers(post.id)).toEqual([2]);

    // Published by staff, then back to a draft: the live version stays, whoever asks.
    await editor.client.from('blog_posts').update({ status: 'published' }).eq('id', post.id);
    await editor.client.from('blog_posts').update({ status: 'draft', publish_date: null }).eq('id', post.id);
    const live = await revisionId(post.id, 3);
    expect((await del(learner, live)).data).toEqual([]);
    expect(await numbers(post.id)).toEqual([2, 3, 4]);

    // A deleted post's archive: its author cannot delete it either.
    const gone = await create(learner);
    await editor.client.from('blog_posts').update({ status: 'published' }).eq('id', gone.id);
    await editor.client.from('blog_posts').delete().eq('id', gone.id);
    const { rows: archive } = await t.db.query<{ id: string }>(
      'select id from public.post_revisions where archived_post_id = $1',
      [gone.id],
    );
    expect(archive).toHaveLength(1);
    expect((await del(learner, archive[0]?.id)).data).toEqual([]);
    const anon = await t.client().from('post_revisions').delete().eq('id', first);
    expect(anon.error?.code).toBe('42501');
  });

  it("a learner who makes a draft with a deleted post's id is refused, and reads nothing of its archive", async () => {
    const live = await create(editor, { status: 'published', content: '<p>Was live</p>' });
    await editor.client.from('blog_posts').update({ title: 'Live, corrected' }).eq('id', live.id);
    expect((await editor.client.from('blog_posts').delete().eq('id', live.id)).error).toBeNull();
    const kept = await t.db.query('select 1 from public.post_revisions where archived_post_id = $1', [
      live.id,
    ]);
    expect(kept.rows).toHaveLength(2);

    const learner = await signedInUser(t, 'contributor');
    const takeover = await learner.client
      .from('blog_posts')
      .insert({ id: live.id, title: 'Mine now', slug: slug('takeover'), status: 'draft' })
      .select('id');
    expect(takeover.status).toBe(403);
    expect(takeover.error?.code).toBe('42501');
    expect((await t.db.query('select 1 from public.blog_posts where id = $1', [live.id])).rows).toEqual([]);
    // Nor may an existing draft be given that id.
    const mine = await create(learner);
    const renumber = await learner.client.from('blog_posts').update({ id: live.id }).eq('id', mine.id);
    expect(renumber.error?.code).toBe('42501');
    // The archive is not theirs whichever way they ask.
    for (const column of ['post_id', 'archived_post_id']) {
      const read = await learner.client
        .from('post_revisions')
        .select('id,created_by_name')
        .eq(column, live.id);
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
    }
    // Even a draft holding that id (as only the service role could make one) matches no archived version.
    await t.db.query(
      `insert into public.blog_posts (id, title, slug, status, author_id) values ($1, 'Planted', $2, 'draft', $3)`,
      [live.id, slug('planted'), learner.id],
    );
    const read = await learner.client.from('post_revisions').select('title').eq('post_id', live.id);
    expect(read.data).toEqual([{ title: 'Planted' }]);
  });

  it('names no one by their e-mail: an address typed as a name is skipped for the username or the role', async () => {
    const learner = await signedInUser(t, 'contributor', { username: 'wren_writes' });
    await t.db.query('update public.profiles set full_name = $2 where user_id = $1', [
      learner.id,
      learner.email,
    ]);
    const post = await create(learner);
    const nameless = await signedInUser(t, 'contributor');
    await t.db.query('update public.profiles set full_name = $2 where user_id = $1', [
      nameless.id,
      nameless.email,
    ]);
    const theirs = await create(nameless);
    const staff = await signedInUser(t, 'editor');
    await t.db.query('update public.profiles set full_name = null, username = $2 where user_id = $1', [
      staff.id,
      staff.email,
    ]);
    await staff.client.from('blog_posts').update({ title: 'Edited by staff' }).eq('id', theirs.id);
    const { rows } = await t.db.query<{
      post_id: string;
      created_by_name: string;
      author_name: string | null;
    }>(
      `select post_id, created_by_name, author_name from public.post_revisions
       where post_id in ($1, $2) order by post_id, revision_number`,
      [post.id, theirs.id],
    );
    const names = (id: string) =>
      rows.filter((r) => r.post_id === id).map((r) => [r.created_by_name, r.author_name]);
    expect(names(post.id)).toEqual([['wren_writes', 'wren_writes']]);
    expect(names(theirs.id)).toEqual([
      ['Contributor', null],
      ['Staff member', null],
    ]);
    expect(rows.every((r) => !r.created_by_name.includes('@'))).toBe(true);
  });
});
