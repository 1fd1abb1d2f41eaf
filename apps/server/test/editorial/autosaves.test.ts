// Autosaves (issue 24): each user keeps one unsaved copy per post (and one for a post not yet created),
// sees only their own, may keep one only for a post they may edit, and loses it when they save the post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let counter = 0;
const slug = () => `autosave-${Date.now().toString(36)}-${(counter += 1)}`;

describe.each(backends)('post autosaves on %s', (backend) => {
  let t: TestServer;
  let editor: SignedInUser;
  let writer: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    editor = await signedInUser(t, 'editor');
    writer = await signedInUser(t, 'contributor');
    other = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());

  const mine = async (user: SignedInUser) =>
    ((await user.client.from('post_autosaves').select('post_id,base_version,fields')).data ?? []) as {
      post_id: string | null;
      base_version: number | null;
      fields: Record<string, unknown>;
    }[];

  it('keeps one copy per user and post (upsert), changes nothing public, and is gone after the save', async () => {
    const { data } = await editor.client
      .from('blog_posts')
      .insert({ title: 'Live', slug: slug(), status: 'published' })
      .select('id,version')
      .single();
    const post = data as { id: string; version: number };
    for (const title of ['Live, ed', 'Live, edited']) {
      const { error } = await editor.client
        .from('post_autosaves')
        .upsert(
          { post_id: post.id, base_version: post.version, fields: { title } },
          { onConflict: 'user_id,post_id' },
        );
      expect(error).toBeNull();
    }
    expect((await mine(editor)).filter((a) => a.post_id === post.id)).toEqual([
      { post_id: post.id, base_version: 1, fields: { title: 'Live, edited' } },
    ]);
    const anon = await t.client().from('blog_posts').select('title').eq('id', post.id).single();
    expect(anon.data).toEqual({ title: 'Live' });
    const revisions = await editor.client.from('post_revisions').select('id').eq('post_id', post.id);
    expect(revisions.data).toHaveLength(1);
    // The explicit save removes it (in the database, whatever the client does next).
    await editor.client
      .from('blog_posts')
      .update({ title: 'Live, edited', version: post.version })
      .eq('id', post.id);
    expect((await mine(editor)).filter((a) => a.post_id === post.id)).toEqual([]);
  });

  it('keeps a new post’s copy under no post until the post is created', async () => {
    for (const title of ['Dra', 'Draft idea']) {
      const { error } = await writer.client
        .from('post_autosaves')
        .upsert({ post_id: null, base_version: null, fields: { title } }, { onConflict: 'user_id,post_id' });
      expect(error).toBeNull();
    }
    expect(await mine(writer)).toEqual([
      { post_id: null, base_version: null, fields: { title: 'Draft idea' } },
    ]);
    expect(await mine(other)).toEqual([]);
    const created = await writer.client.from('blog_posts').insert({ title: 'Draft idea', slug: slug() });
    expect(created.error).toBeNull();
    expect(await mine(writer)).toEqual([]);
  });

  it('refuses a copy of a post the user may not edit, and bad shapes', async () => {
    const { data } = await editor.client
      .from('blog_posts')
      .insert({ title: 'Staff post', slug: slug(), status: 'published' })
      .select('id')
      .single();
    const refused = await writer.client
      .from('post_autosaves')
      .insert({ post_id: (data as { id: string }).id, fields: { title: 'x' } });
    expect(refused.error?.code).toBe('42501');
    const notObject = await writer.client.from('post_autosaves').insert({ post_id: null, fields: ['x'] });
    expect(notObject.error?.code).toBe('23514');
    const forged = await writer.client
      .from('post_autosaves')
      .insert({ user_id: other.id, fields: { title: 'x' } });
    expect(forged.error?.code).toBe('42501');
    const anon = await t
      .client()
      .from('post_autosaves')
      .insert({ fields: { title: 'x' } });
    expect(anon.error?.code).toBe('42501');
  });
});

describe.each(backends)('editorial settings on %s', (backend) => {
  let t: TestServer;
  let admin: SignedInUser;
  let editor: SignedInUser;
  let writer: SignedInUser;

  beforeAll(async () => {
    t = await startTestServer(backend);
    admin = await signedInUser(t, 'admin');
    editor = await signedInUser(t, 'editor');
    writer = await signedInUser(t, 'contributor');
  });
  afterAll(async () => t?.stop());

  it('defaults to UTC and 5 years, readable by staff only, changed by admins only, within bounds', async () => {
    const read = await editor.client
      .from('editorial_settings')
      .select('time_zone,archive_retention_years')
      .single();
    expect(read.data).toEqual({ time_zone: 'UTC', archive_retention_years: 5 });
    expect((await writer.client.from('editorial_settings').select('time_zone')).data).toEqual([]);
    const byEditor = await editor.client
      .from('editorial_settings')
      .update({ archive_retention_years: 7 })
      .eq('id', true)
      .select();
    expect(byEditor.data).toEqual([]);
    const tooShort = await admin.client
      .from('editorial_settings')
      .update({ archive_retention_years: 0 })
      .eq('id', true);
    expect(tooShort.error?.message).toContain('editorial_settings_retention_range');
    const unknownZone = await admin.client
      .from('editorial_settings')
      .update({ time_zone: 'Mars/Olympus' })
      .eq('id', true);
    expect(unknownZone.status).toBe(400);
    expect(unknownZone.error?.code).toBe('PT400');
    expect(unknownZone.error?.message).toBe('Unknown time zone: Mars/Olympus');
    const ok = await admin.client
      .from('editorial_settings')
      .update({ archive_retention_years: 7, time_zone: 'Europe/Zurich' })
      .eq('id', true)
      .select('time_zone,archive_retention_years')
      .single();
    expect(ok.data).toEqual({ time_zone: 'Europe/Zurich', archive_retention_years: 7 });
  });
});
