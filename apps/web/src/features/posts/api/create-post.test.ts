import { describe, expect, it, vi } from 'vitest';

// Only the schema and the row are under test: no client is made.
vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { COVER_ALT_REQUIRED, postSchema, toPostRow } = await import('./create-post');
type PostInput = import('./create-post').PostInput;

const input: PostInput = {
  title: 'Vaults',
  slug: 'vaults',
  excerpt: '',
  content: '<p>x</p>',
  status: 'draft',
  meta_title: '',
  meta_description: '',
  cover_image_path: '',
  cover_image_alt: '',
};

describe('the post form: cover image', () => {
  it('requires alt text with a cover, not without one', () => {
    const withCover = postSchema.safeParse({
      ...input,
      cover_image_path: 'covers/vault.jpg',
      cover_image_alt: '  ',
    });
    expect(withCover.success).toBe(false);
    expect(withCover.error?.issues).toEqual([
      expect.objectContaining({ path: ['cover_image_alt'], message: COVER_ALT_REQUIRED }),
    ]);
    expect(postSchema.safeParse(input).success).toBe(true);
  });

  it('keeps alt text to 300 characters, as the database does', () => {
    const long = { ...input, cover_image_path: 'c.jpg', cover_image_alt: 'a'.repeat(301) };
    expect(postSchema.safeParse(long).success).toBe(false);
    expect(postSchema.safeParse({ ...long, cover_image_alt: 'a'.repeat(300) }).success).toBe(true);
  });

  it('stores the path and trimmed alt, or nulls for both when there is no cover', () => {
    expect(
      toPostRow({ ...input, cover_image_path: 'covers/vault.jpg', cover_image_alt: ' A steel door ' }),
    ).toMatchObject({ cover_image_path: 'covers/vault.jpg', cover_image_alt: 'A steel door' });
    expect(toPostRow({ ...input, cover_image_alt: 'left over' })).toMatchObject({
      cover_image_path: null,
      cover_image_alt: null,
    });
  });
});
