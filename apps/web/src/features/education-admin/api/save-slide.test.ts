// Image slides: a media library file (relative URL) or an external address, with alt text required once
// the slide has an image (SPEC §5 slide rules plus the media library's alt text).
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_ALT_REQUIRED, slideDefaults, slideRow, slideSchema, type SlideInput } from './save-slide';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const LIB = '/storage/v1/object/public/media/2026/11/chart.jpg';
const base: SlideInput = { ...slideDefaults(), title: 'Scarcity' };
const messages = (input: SlideInput) =>
  slideSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('image slide rules', () => {
  it("a library URL is accepted; traversal or another relative path has SPEC's message", () => {
    expect(messages({ ...base, slide_type: 'image', media_url: LIB, media_alt: 'Supply chart' })).toEqual([]);
    for (const bad of ['/storage/v1/object/public/media/../x.jpg', '/uploads/x.jpg'])
      expect(messages({ ...base, slide_type: 'image', media_url: bad, media_alt: 'x' })).toEqual([
        'media_url: Must be a valid URL',
      ]);
  });

  it('an image slide with an image needs alt text; without an image, or another type, it does not', () => {
    expect(messages({ ...base, slide_type: 'image', media_url: LIB, media_alt: ' ' })).toEqual([
      `media_alt: ${IMAGE_ALT_REQUIRED}`,
    ]);
    expect(messages({ ...base, slide_type: 'image', media_url: 'https://example.com/a.png' })).toEqual([
      `media_alt: ${IMAGE_ALT_REQUIRED}`,
    ]);
    expect(messages({ ...base, slide_type: 'image', media_url: '' })).toEqual([]);
    expect(messages({ ...base, slide_type: 'video', media_url: 'https://example.com/v' })).toEqual([]);
  });

  it('alt text is at most 300 characters, and shows with the other messages', () => {
    const image = { ...base, slide_type: 'image' as const, media_url: LIB };
    expect(messages({ ...image, media_alt: 'a'.repeat(300) })).toEqual([]);
    expect(messages({ ...image, media_alt: 'a'.repeat(301) })).toEqual([
      'media_alt: Image alt text must be at most 300 characters',
    ]);
    expect(messages({ ...image, title: '', media_alt: '' })).toEqual([
      'title: Title is required',
      `media_alt: ${IMAGE_ALT_REQUIRED}`,
    ]);
  });

  it('stored: alt text trimmed for an image slide with an image, otherwise null', () => {
    expect(
      slideRow({ ...base, slide_type: 'image', media_url: LIB, media_alt: ' Supply chart ' }),
    ).toMatchObject({
      media_url: LIB,
      media_alt: 'Supply chart',
    });
    expect(
      slideRow({ ...base, slide_type: 'content', media_url: '', media_alt: 'stale' }).media_alt,
    ).toBeNull();
  });
});
