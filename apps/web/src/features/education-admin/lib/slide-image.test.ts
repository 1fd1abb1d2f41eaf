import { describe, expect, it } from 'vitest';
import { slideImage } from './slide-image';

describe('slide preview image', () => {
  it('a library file: variants through the image transformation, with srcset and sizes', () => {
    const img = slideImage({
      media_url: '/storage/v1/object/public/media/a/chart.jpg',
      media_alt: 'Supply chart',
      title: 'Scarcity',
    });
    expect(img?.src).toBe('/storage/v1/render/image/public/media/a/chart.jpg?width=1280&resize=contain');
    expect(img?.srcSet).toContain(
      '/storage/v1/render/image/public/media/a/chart.jpg?width=320&resize=contain 320w',
    );
    expect(img?.sizes).toBe('(min-width: 800px) 768px, 100vw');
    expect(img?.alt).toBe('Supply chart');
  });

  it('an external address plain, alt falling back to the title; half-typed addresses show nothing', () => {
    expect(slideImage({ media_url: 'https://example.com/a.png', media_alt: '', title: 'Scarcity' })).toEqual({
      src: 'https://example.com/a.png',
      alt: 'Scarcity',
    });
    expect(slideImage({ media_url: 'https://', title: 'T' })).toBeNull();
    expect(slideImage({ media_url: 'example.com/a.png', title: 'T' })).toBeNull();
  });
});
