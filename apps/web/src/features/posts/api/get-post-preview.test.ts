import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPost } from './types';

// The data API as a table → answer map: each read ends in maybeSingle().overrideTypes().
const answers = new Map<string, { data: unknown; error: unknown }>();
vi.mock('@/lib/supabase', () => {
  const read = (table: string) => {
    const chain = {
      select: () => chain,
      eq: () => chain,
      maybeSingle: () => chain,
      overrideTypes: () => Promise.resolve(answers.get(table) ?? { data: null, error: null }),
    };
    return chain;
  };
  return { supabase: { from: read } };
});
const { getPostPreview, withAutosave } = await import('./get-post-preview');

const post: AdminPost = {
  id: '5b0f3f38-4c1e-4b8e-9a53-000000000001',
  title: 'Stored title',
  slug: 'stored',
  excerpt: 'Stored excerpt.',
  content: '<p>Stored body.</p>',
  status: 'draft',
  meta_title: null,
  meta_description: null,
  publish_date: null,
  created_at: '2026-11-01T10:00:00+00:00',
  updated_at: '2026-11-02T10:00:00+00:00',
  author_id: null,
  author: null,
  cover_image_path: 'covers/a.jpg',
  cover_image_alt: 'A vault',
  version: 3,
};

describe('withAutosave', () => {
  it('lays the autosaved words over the post, keeping its status, slug and dates', () => {
    const shown = withAutosave(post, {
      title: ' Typed title ',
      slug: 'typed',
      content: '<p>Typed body.</p>',
      excerpt: '',
      status: 'published',
      cover_image_path: '',
    });
    expect(shown).toMatchObject({
      title: 'Typed title',
      slug: 'stored',
      content: '<p>Typed body.</p>',
      excerpt: null,
      status: 'draft',
      cover_image_path: null,
      cover_image_alt: null,
      publish_date: null,
    });
  });

  it('keeps the stored value for a missing, mistyped or blank-title field, and ignores a non-object', () => {
    expect(withAutosave(post, { title: '  ', content: 42 })).toEqual(post);
    expect(withAutosave(post, null)).toBe(post);
  });
});

describe('getPostPreview', () => {
  beforeEach(() => answers.clear());

  it('shows an autosave newer than the post, and says when it was made', async () => {
    answers.set('blog_posts', { data: post, error: null });
    answers.set('post_autosaves', {
      data: { fields: { title: 'Newer' }, saved_at: '2026-11-02T10:05:00+00:00' },
      error: null,
    });
    const preview = await getPostPreview(post.id);
    expect(preview?.post.title).toBe('Newer');
    expect(preview?.autosavedAt).toBe('2026-11-02T10:05:00+00:00');
  });

  it('shows the post when its autosave is older (someone saved since)', async () => {
    answers.set('blog_posts', { data: post, error: null });
    answers.set('post_autosaves', {
      data: { fields: { title: 'Older' }, saved_at: '2026-11-02T09:00:00+00:00' },
      error: null,
    });
    expect(await getPostPreview(post.id)).toEqual({ post, autosavedAt: null });
  });

  it('is null for a post the user may not read or a malformed id, and throws other failures', async () => {
    expect(await getPostPreview(post.id)).toBeNull();
    answers.set('blog_posts', { data: null, error: { code: '22P02', message: 'invalid uuid' } });
    expect(await getPostPreview('nope')).toBeNull();
    answers.set('blog_posts', { data: null, error: { code: '500', message: 'down' } });
    await expect(getPostPreview(post.id)).rejects.toMatchObject({ message: 'down' });
  });
});
