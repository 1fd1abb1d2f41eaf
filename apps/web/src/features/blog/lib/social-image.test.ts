import { describe, expect, it } from 'vitest';
import { postSocialImage } from './social-image';

const post = {
  slug: 'cold-storage',
  title: 'Cold storage for treasurers',
  cover_image_path: null,
  cover_image_alt: null,
};

describe('postSocialImage', () => {
  it("is the cover's 1200×630 crop in its own format, with the cover's alt text", () => {
    const image = postSocialImage(
      { ...post, cover_image_path: 'covers/vault door.jpg', cover_image_alt: 'A steel vault door' },
      'https://example.com',
    );
    expect(image).toEqual({
      url: 'https://example.com/storage/v1/render/image/public/media/covers/vault%20door.jpg?width=1200&height=630&resize=cover&format=origin',
      alt: 'A steel vault door',
      type: null,
      width: null,
      height: null,
    });
  });

  it('is the drawn social card without a cover', () => {
    expect(postSocialImage(post, 'https://example.com')).toEqual({
      url: 'https://example.com/social/blog/cold-storage.png',
      alt: 'Cold storage for treasurers',
      type: 'image/png',
      width: 1200,
      height: 630,
    });
  });
});
