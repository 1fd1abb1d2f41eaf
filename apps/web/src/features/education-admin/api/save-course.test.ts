// The course form's cover image: optional, and with it alt text (the database's
// education_categories_cover_image_alt_required, said in words before the save).
import { describe, expect, it, vi } from 'vitest';
import { COVER_ALT_REQUIRED, courseDefaults, courseRow, courseSchema, type CourseInput } from './save-course';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const base: CourseInput = { ...courseDefaults(), name: 'Bitcoin Basics' };
const messages = (input: CourseInput) =>
  courseSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('course cover image rules', () => {
  it('no cover: valid, stored as null with no alt text', () => {
    expect(messages(base)).toEqual([]);
    expect(courseRow({ ...base, cover_image_alt: 'left over' })).toMatchObject({
      cover_image_path: null,
      cover_image_alt: null,
    });
  });

  it('a cover needs alt text, blank counts as none', () => {
    const cover = { ...base, cover_image_path: '2026/11/halving.jpg' };
    expect(messages({ ...cover, cover_image_alt: '   ' })).toEqual([
      `cover_image_alt: ${COVER_ALT_REQUIRED}`,
    ]);
    expect(courseRow({ ...cover, cover_image_alt: ' A chart of the halvings ' })).toMatchObject({
      cover_image_path: '2026/11/halving.jpg',
      cover_image_alt: 'A chart of the halvings',
    });
  });

  it('alt text is at most 300 characters', () => {
    const cover = { ...base, cover_image_path: 'a.jpg' };
    expect(messages({ ...cover, cover_image_alt: 'a'.repeat(300) })).toEqual([]);
    expect(messages({ ...cover, cover_image_alt: 'a'.repeat(301) })).toEqual([
      'cover_image_alt: Cover image alt text must be at most 300 characters',
    ]);
  });

  it('the alt message shows together with the other fields’ messages', () => {
    expect(messages({ ...base, name: '', cover_image_path: 'a.jpg', cover_image_alt: '' })).toEqual([
      'name: Course name is required',
      `cover_image_alt: ${COVER_ALT_REQUIRED}`,
    ]);
  });

  it('a cover path is a path in the media bucket, never a way out of it', () => {
    for (const bad of ['../secret.jpg', '/abs.jpg', 'a/./b.jpg'])
      expect(messages({ ...base, cover_image_path: bad, cover_image_alt: 'x' })).toEqual([
        'cover_image_path: Choose the cover image from the media library',
      ]);
  });
});
