import { afterEach, describe, expect, it, vi } from 'vitest';

// Only the schema and the row are under test: no client is made.
vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { COVER_ALT_REQUIRED, SCHEDULE_IN_FUTURE, SCHEDULE_REQUIRED, postSchema, toPostRow } =
  await import('./create-post');
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
  publish_at: '',
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

describe('the post form: scheduling', () => {
  afterEach(() => vi.useRealTimers());
  const now = new Date('2026-05-04T10:00:00.000Z');
  const messages = (value: PostInput) =>
    postSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('a scheduled post needs a time, and one in the future', () => {
    vi.useFakeTimers({ now });
    const scheduled = { ...input, status: 'scheduled' as const };
    expect(messages(scheduled)).toEqual([['publish_at', SCHEDULE_REQUIRED]]);
    expect(messages({ ...scheduled, publish_at: '2026-05-04T10:00:00.000Z' })).toEqual([
      ['publish_at', SCHEDULE_IN_FUTURE],
    ]);
    expect(messages({ ...scheduled, publish_at: '2026-05-04T10:00:01.000Z' })).toEqual([]);
    // Drafts and live posts ignore a time left in the field.
    expect(messages({ ...input, publish_at: '2020-01-01T00:00:00.000Z' })).toEqual([]);
    expect(messages({ ...input, status: 'published' })).toEqual([]);
  });

  it('stores the scheduled instant; published is now; a draft has none', () => {
    vi.useFakeTimers({ now });
    expect(
      toPostRow({ ...input, status: 'scheduled', publish_at: '2026-05-05T07:30:00.000Z' }),
    ).toMatchObject({ status: 'scheduled', publish_date: '2026-05-05T07:30:00.000Z' });
    expect(
      toPostRow({ ...input, status: 'published', publish_at: '2026-05-05T07:30:00.000Z' }),
    ).toMatchObject({ status: 'published', publish_date: now.toISOString() });
    expect(toPostRow({ ...input, publish_at: '2026-05-05T07:30:00.000Z' })).toMatchObject({
      status: 'draft',
      publish_date: null,
    });
  });
});
