// Revisions are written by the database (issue 24): every change a client makes through the official client
// leaves an immutable record with who, when and the status change; a stale save is refused with 409; a
// restore is itself a revision; deleting a post keeps its published versions (the archive) until the
// retention has passed. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface RevisionRow {
  id: string;
  revision_number: number;
  kind: string;
  previous_status: string | null;
  status: string;
  title: string;
  content: string | null;
  created_by: string | null;
  created_by_name: string | null;
  restored_from: string | null;
  post_version: number;
  post_deleted_at: string | null;
}

let counter = 0;
const slug = (name: string) => `${name}-${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(backends)('post revisions on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let admin: SignedInUser;
  let writer: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor', { fullName: 'Eddie Editor' });
    admin = await signedInUser(t, 'admin', { fullName: 'Ada Admin' });
    writer = await signedInUser(t, 'contributor', { fullName: 'Wren Writer' });
    other = await signedInUser(t, 'contributor', { fullName: 'Otto Other' });
  });
  afterAll(async () => t?.stop());

  const history = async (user: SignedInUser, postId: string) => {
    const { data, error } = await user.client
      .from('post_revisions')
      .select('*')
      .eq('post_id', postId)
      .order('revision_number');
    if (error) throw error;
    return data as RevisionRow[];
  };
  const archived = async (user: SignedInUser, postId: string) => {
    const { data, error } = await user.client
      .from('post_revisions')
      .select('*')
      .eq('archived_post_id', postId)
      .order('revision_number');
    if (error) throw error;
    return data as RevisionRow[];
  };
  const create = async (user: SignedInUser, fields: Record<string, unknown> = {}) => {
    const { data, error } = await user.client
      .from('blog_posts')
      .insert({ title: 'First words', slug: slug('rev'), content: '<p>One two three</p>', ...fields })
      .select('id,version,slug')
      .single();
    if (error) throw error;
    return data as { id: string; version: number; slug: string };
  };

  it('records creation, saves, publish and unpublish with who, when and the status change', async () => {
    const post = await create(editor);
    expect(post.version).toBe(1);
    let v = post.version;
    const patch = async (fields: Record<string, unknown>) => {
      const { data, error } = await editor.client
        .from('blog_posts')
        .update({ ...fields, version: v })
        .eq('id', post.id)
        .select('version')
        .single();
      if (error) throw error;
      v = (data as { version: number }).version;
    };
    await patch({ title: 'Second words' });
    await patch({ status: 'published', publish_date: new Date().toISOString() });
    await patch({ status: 'draft', publish_date: null });
    const rows = await history(editor, post.id);
    expect(rows.map((r) => [r.revision_number, r.kind, r.previous_status, r.status, r.title])).toEqual([
      [1, 'created', null, 'draft', 'First words'],
      [2, 'saved', 'draft', 'draft', 'Second words'],
      [3, 'published', 'draft', 'published', 'Second words'],
      [4, 'unpublished', 'published', 'draft', 'Second words'],
    ]);
    expect(new Set(rows.map((r) => r.created_by))).toEqual(new Set([editor.id]));
    expect(rows[0]?.created_by_name).toBe('Eddie Editor');
    expect(rows.map((r) => r.post_version)).toEqual([1, 2, 3, 4]);
  });

  it('names a staff changer whose profile has no name "Staff member", never by their e-mail', async () => {
    const nameless = await signedInUser(t, 'editor');
    await t.db.query('update public.profiles set full_name = null, username = null where user_id = $1', [
      nameless.id,
    ]);
    const post = await create(nameless);
    expect((await history(nameless, post.id))[0]?.created_by_name).toBe('Staff member');
  });

  it('records nothing for a save that changes nothing a reader sees', async () => {
    const post = await create(editor);
    const { error } = await editor.client
      .from('blog_posts')
      .update({ title: 'First words', version: post.version })
      .eq('id', post.id);
    expect(error).toBeNull();
    expect(await history(editor, post.id)).toHaveLength(1);
  });

  it('refuses a save over a newer version with 409 and changes nothing', async () => {
    const post = await create(editor);
    const first = await admin.client
      .from('blog_posts')
      .update({ title: 'Admin got there first', version: post.version })
      .eq('id', post.id);
    expect(first.error).toBeNull();
    const stale = await editor.client
      .from('blog_posts')
      .update({ title: 'Editor overwrites', version: post.version })
      .eq('id', post.id);
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'PT409',
      message: 'This post was changed by someone else since you opened it',
    });
    const { data } = await editor.client
      .from('blog_posts')
      .select('title,version')
      .eq('id', post.id)
      .single();
    expect(data).toEqual({ title: 'Admin got there first', version: 2 });
    expect((await history(editor, post.id)).map((r) => r.title)).toEqual([
      'First words',
      'Admin got there first',
    ]);
  });

  it('lets no client write, change or delete a revision', async () => {
    const post = await create(editor);
    const [rev] = await history(admin, post.id);
    const insert = await admin.client.from('post_revisions').insert({
      post_id: post.id,
      revision_number: 9,
      kind: 'saved',
      status: 'draft',
      title: 'x',
      slug: 'x',
      post_version: 1,
    });
    expect(insert.error?.code).toBe('42501');
    const update = await admin.client.from('post_revisions').update({ title: 'rewritten' }).eq('id', rev!.id);
    expect(update.error?.code).toBe('42501');
    // Only a draft's author may delete its unpublished revisions (revision-limits.test.ts): for anyone else the
    // row is not there to delete.
    const del = await admin.client.from('post_revisions').delete().eq('id', rev!.id).select('id');
    expect(del.error).toBeNull();
    expect(del.data).toEqual([]);
    // Not even the owner may rewrite history (only fill in a missing rendered body, once).
    await expect(
      t.db.query(`update public.post_revisions set title = 'rewritten' where id = $1`, [rev!.id]),
    ).rejects.toThrow(/Revisions cannot be changed/);
    // The revision-bodies job may have filled it in already (it runs as posts are written): fill it only if not.
    await t.db.query(
      `update public.post_revisions set rendered_html = '<p>x</p>' where id = $1 and rendered_html is null`,
      [rev!.id],
    );
    expect(
      (await t.db.query(`select rendered_html from public.post_revisions where id = $1`, [rev!.id])).rows[0],
    ).toMatchObject({ rendered_html: expect.any(String) });
    await expect(
      t.db.query(`update public.post_revisions set rendered_html = '<p>y</p>' where id = $1`, [rev!.id]),
    ).rejects.toThrow(/Revisions cannot be changed/);
    // A version that was live is a record, even for the owner, while its post exists.
    const live = await create(editor, { status: 'published' });
    const [liveRev] = await history(admin, live.id);
    await expect(
      t.db.query(`delete from public.post_revisions where id = $1`, [liveRev!.id]),
    ).rejects.toThrow(/cannot be deleted/);
    expect((await history(admin, post.id))[0]?.title).toBe('First words');
  });

  it('restores a revision as a new revision; the status stays; a stale restore is refused', async () => {
    const post = await create(editor, { status: 'published' });
    const saved = await editor.client
      .from('blog_posts')
      .update({ title: 'Rewritten', content: '<p>Four five</p>', version: post.version })
      .eq('id', post.id);
    expect(saved.error).toBeNull();
    const [first] = await history(editor, post.id);
    const stale = await editor.client.rpc('restore_post_revision', {
      revision_id: first!.id,
      expected_version: post.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.error?.code).toBe('PT409');
    const restored = await editor.client.rpc('restore_post_revision', {
      revision_id: first!.id,
      expected_version: post.version + 1,
    });
    expect(restored.error).toBeNull();
    expect(restored.data).toMatchObject({
      title: 'First words',
      content: '<p>One two three</p>',
      status: 'published',
    });
    const rows = await history(editor, post.id);
    expect(rows.at(-1)).toMatchObject({
      kind: 'restored',
      restored_from: first!.id,
      title: 'First words',
      status: 'published',
    });
    // The public sees the restored words at once.
    const anon = await t.client().from('blog_posts').select('title').eq('slug', post.slug).single();
    expect(anon.data).toEqual({ title: 'First words' });
  });

  it('shows a contributor the history of their own drafts only, and lets them restore only those', async () => {
    const mine = await create(writer);
    const theirs = await create(other);
    expect(await history(writer, mine.id)).toHaveLength(1);
    expect(await history(writer, theirs.id)).toEqual([]);
    const anon = await t.client().from('post_revisions').select('id').eq('post_id', mine.id);
    expect(anon.error?.code).toBe('42501');
    const [theirFirst] = await history(other, theirs.id);
    const refused = await writer.client.rpc('restore_post_revision', {
      revision_id: theirFirst!.id,
      expected_version: theirs.version,
    });
    expect(refused.status).toBe(404);
    // Once staff publish it, the contributor's own post's history is staff-only (DESIGN.md §3: own drafts).
    await t.db.query(`update public.blog_posts set status = 'published' where id = $1`, [mine.id]);
    expect(await history(writer, mine.id)).toEqual([]);
  });

  it('keeps only the published versions of a deleted post, as the archive, until the retention has passed', async () => {
    const post = await create(editor);
    let v = post.version;
    for (const fields of [
      { title: 'Live words', status: 'published', publish_date: new Date().toISOString() },
      { title: 'Live words, corrected' },
      { status: 'draft', publish_date: null, title: 'Never published' },
    ]) {
      const { data, error } = await editor.client
        .from('blog_posts')
        .update({ ...fields, version: v })
        .eq('id', post.id)
        .select('version')
        .single();
      if (error) throw error;
      v = (data as { version: number }).version;
    }
    const del = await editor.client.from('blog_posts').delete().eq('id', post.id);
    expect(del.error).toBeNull();
    // The archive owns them now: they no longer name the post (post_id null) but keep its id apart.
    expect(await history(admin, post.id)).toEqual([]);
    const archive = await archived(admin, post.id);
    expect(archive.map((r) => [r.kind, r.title])).toEqual([
      ['published', 'Live words'],
      ['saved', 'Live words, corrected'],
    ]);
    expect(archive.every((r) => r.post_deleted_at !== null)).toBe(true);
    // Its versions cannot be put back onto it: gone for good (PT410), not a version conflict (PT409).
    const onto = await admin.client.rpc('restore_post_revision', {
      revision_id: archive[0]!.id,
      expected_version: v,
    });
    expect([onto.status, onto.error?.code, onto.error?.message]).toEqual([
      410,
      'PT410',
      'This post was deleted; its archived versions cannot be restored onto it',
    ]);
    // Within the retention (default 5 years) nobody, not even the owner, removes them.
    await expect(
      t.db.query(`delete from public.post_revisions where archived_post_id = $1`, [post.id]),
    ).rejects.toThrow(/kept for 5 years/);
    expect(await t.db.query(`select public.purge_post_archive() as n`)).toMatchObject({ rows: [{ n: 0 }] });
    // Six years later (the deletion date moved back, triggers off for the fixture only): the daily pass removes them.
    await t.db.transaction(async (tx) => {
      await tx.query(`set local session_replication_role = replica`);
      await tx.query(
        `update public.post_revisions set post_deleted_at = now() - interval '6 years' where archived_post_id = $1`,
        [post.id],
      );
    });
    const purged = await t.db.query<{ n: number }>(`select public.purge_post_archive() as n`);
    expect(purged.rows[0]?.n).toBe(2);
    expect(await archived(admin, post.id)).toEqual([]);
  });
});
