// The media library's catalogue (public.media_assets) follows the `media` bucket: a row per upload, with the
// dimensions the uploader measured; renamed with a move; gone with the file. Only staff see or describe it.
// Covers need alt text; media_usage() finds where each file is used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { signedInUser, type SignedInUser } from '../rest/supabase-js-support.ts';
import { PNG_1X1, startStorageServer, type StorageTestServer } from './support.ts';

describe.each(backends)('media library catalogue on %s', (backend) => {
  let t: StorageTestServer;
  let staff: SignedInUser;
  let learner: SignedInUser;

  beforeAll(async () => {
    t = await startStorageServer(backend);
    staff = await signedInUser(t, 'editor');
    learner = await signedInUser(t, 'contributor');
  });
  afterAll(async () => {
    await t?.stop();
  });

  const row = async (path: string) =>
    (await staff.client.from('media_assets').select('*').eq('object_path', path).maybeSingle()).data;

  it('makes a row per upload with name, type, size, uploader and the measured dimensions', async () => {
    const up = await staff.client.storage
      .from('media')
      .upload('2026/11/dot.png', PNG_1X1, { contentType: 'image/png', metadata: { width: 1, height: 1 } });
    expect(up.error).toBeNull();
    const r = await row('2026/11/dot.png');
    expect(r).toMatchObject({
      file_name: 'dot.png',
      mime_type: 'image/png',
      size_bytes: PNG_1X1.length,
      width: 1,
      height: 1,
      alt_text: '',
      uploaded_by: staff.id,
    });
  });

  it('ignores dimensions that are not positive integers', async () => {
    await staff.client.storage
      .from('media')
      .upload('odd.png', PNG_1X1, { contentType: 'image/png', metadata: { width: 'x', height: -3 } });
    expect(await row('odd.png')).toMatchObject({ width: null, height: null });
  });

  it('lets staff set alt text and caption, nothing else; a learner sees no row and changes none', async () => {
    const ok = await staff.client
      .from('media_assets')
      .update({ alt_text: 'A single dot', caption: 'Tiny' })
      .eq('object_path', '2026/11/dot.png');
    expect(ok.error).toBeNull();
    expect(await row('2026/11/dot.png')).toMatchObject({ alt_text: 'A single dot', caption: 'Tiny' });

    const size = await staff.client
      .from('media_assets')
      .update({ size_bytes: 1 })
      .eq('object_path', '2026/11/dot.png');
    expect(size.error?.code).toBe('42501');

    const seen = await learner.client.from('media_assets').select('id');
    expect(seen.data).toEqual([]);
    const upd = await learner.client
      .from('media_assets')
      .update({ alt_text: 'defaced' })
      .eq('object_path', '2026/11/dot.png')
      .select();
    expect(upd.data ?? []).toEqual([]);
    expect(await row('2026/11/dot.png')).toMatchObject({ alt_text: 'A single dot' });
  });

  it('follows a move and goes with the file', async () => {
    await staff.client.storage.from('media').upload('move-me.png', PNG_1X1, { contentType: 'image/png' });
    const before = await row('move-me.png');
    expect((await staff.client.storage.from('media').move('move-me.png', 'moved/here.png')).error).toBeNull();
    expect(await row('move-me.png')).toBeNull();
    expect(await row('moved/here.png')).toMatchObject({ id: before?.id, file_name: 'here.png' });
    expect((await staff.client.storage.from('media').remove(['moved/here.png'])).error).toBeNull();
    expect(await row('moved/here.png')).toBeNull();
  });

  it('requires alt text with a cover image and a sound path', async () => {
    const noAlt = await staff.client
      .from('blog_posts')
      .insert({ title: 'Cover', slug: 'cover-no-alt', cover_image_path: '2026/11/dot.png' });
    expect(noAlt.error?.code).toBe('23514');
    expect(noAlt.error?.message).toContain('blog_posts_cover_image_alt_required');
    const traversal = await staff.client
      .from('blog_posts')
      .insert({
        title: 'Cover',
        slug: 'cover-dots',
        cover_image_path: '../secret.png',
        cover_image_alt: 'x',
      });
    expect(traversal.error?.message).toContain('blog_posts_cover_image_path_format');
    const course = await staff.client
      .from('education_categories')
      .insert({ name: 'Covered', cover_image_path: '2026/11/dot.png', cover_image_alt: ' ' });
    expect(course.error?.message).toContain('education_categories_cover_image_alt_required');
  });

  it('finds where a file is used: post cover and body, course cover, slide image', async () => {
    const url = '/storage/v1/object/public/media/2026/11/dot.png';
    const post = await staff.client
      .from('blog_posts')
      .insert({ title: 'Body', slug: 'uses-dot', content: `<p><img src="${url}" alt="A dot"></p>` })
      .select('id')
      .single();
    const cover = await staff.client
      .from('blog_posts')
      .insert({
        title: 'Cover',
        slug: 'cover-dot',
        cover_image_path: '2026/11/dot.png',
        cover_image_alt: 'A dot',
      })
      .select('id')
      .single();
    // A longer name that starts with the same characters is not a use of this file.
    await staff.client
      .from('blog_posts')
      .insert({ title: 'Other', slug: 'other-dot', content: `<img src="${url}x" alt="">` });
    const course = await staff.client
      .from('education_categories')
      .insert({ name: 'Dots', cover_image_path: '2026/11/dot.png', cover_image_alt: 'A dot' })
      .select('id')
      .single();
    const mod = await staff.client
      .from('education_modules')
      .insert({ category_id: course.data?.id, title: 'M' })
      .select('id')
      .single();
    const slide = await staff.client
      .from('module_slides')
      .insert({
        module_id: mod.data?.id,
        title: 'Look',
        slide_type: 'image',
        media_url: url,
        media_alt: 'A dot',
      })
      .select('id')
      .single();
    expect(slide.error).toBeNull();

    const uses = await staff.client.rpc('media_usage', { p_paths: ['2026/11/dot.png'] });
    expect(uses.error).toBeNull();
    const got = (uses.data as { kind: string; item_id: string }[])
      .map((u) => `${u.kind}:${u.item_id}`)
      .sort();
    expect(got).toEqual(
      [
        `post:${post.data?.id}`,
        `post:${cover.data?.id}`,
        `course:${course.data?.id}`,
        `slide:${slide.data?.id}`,
      ].sort(),
    );
    const anon = await t.client().rpc('media_usage', { p_paths: ['2026/11/dot.png'] });
    expect(anon.error?.code).toBe('42501');
  });

  it('accepts a slide image only as an http(s) URL or a file of the media bucket', async () => {
    const course = await staff.client
      .from('education_categories')
      .insert({ name: 'Urls' })
      .select('id')
      .single();
    const mod = await staff.client
      .from('education_modules')
      .insert({ category_id: course.data?.id, title: 'M' })
      .select('id')
      .single();
    for (const bad of ['/storage/v1/object/public/media/../x.png', '/etc/passwd', 'javascript:alert(1)']) {
      const r = await staff.client
        .from('module_slides')
        .insert({ module_id: mod.data?.id, title: 'Bad', slide_type: 'image', media_url: bad });
      expect(r.error?.message, bad).toContain('module_slides_media_url_format');
    }
  });
});
