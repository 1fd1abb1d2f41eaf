import { describe, expect, it } from 'vitest';
import { isMissingCoverAlt } from './error-message';

describe('isMissingCoverAlt', () => {
  it("recognises the database's refusal of a cover without alt text", () => {
    expect(
      isMissingCoverAlt({
        code: '23514',
        message:
          'new row for relation "blog_posts" violates check constraint "blog_posts_cover_image_alt_required"',
      }),
    ).toBe(true);
  });

  it.each([
    { code: '23514', message: 'violates check constraint "blog_posts_cover_image_alt_max_length"' },
    { code: '23505', message: 'duplicate key value violates unique constraint "blog_posts_slug_key"' },
    new Error('network down'),
    null,
  ])('is false for any other failure: %o', (error) => {
    expect(isMissingCoverAlt(error)).toBe(false);
  });
});
