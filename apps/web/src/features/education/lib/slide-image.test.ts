import { describe, expect, it } from 'vitest';
import { slideImage } from './slide-image';

describe('slideImage', () => {
  it('a library file: responsive variants through the image transformation, with its alt text', () => {
    const img = slideImage({
      media_url: '/storage/v1/object/public/media/2026/halving%20chart.jpg',
      media_alt: 'Block subsidy halving every four years',
      title: 'Scarcity',
    });
    expect(img).toMatchObject({
      src: '/storage/v1/render/image/public/media/2026/halving%20chart.jpg?width=1280&resize=contain',
      sizes: '(min-width: 800px) 768px, 100vw',
      alt: 'Block subsidy halving every four years',
    });
    expect(img?.srcSet).toContain(
      '/storage/v1/render/image/public/media/2026/halving%20chart.jpg?width=640&resize=contain 640w',
    );
  });

  it('an external address as it is; no alt text falls back to the title', () => {
    expect(
      slideImage({ media_url: 'https://example.com/chart.png', media_alt: null, title: 'Scarcity' }),
    ).toEqual({ src: 'https://example.com/chart.png', alt: 'Scarcity' });
    expect(slideImage({ media_url: 'https://example.com/a.png', media_alt: '  ', title: 'T' })?.alt).toBe(
      'T',
    );
  });

  it('a look-alike on another host is not treated as a library file; nothing for no or bad URLs', () => {
    expect(
      slideImage({ media_url: 'https://evil.test/storage/v1/object/public/media/a.png', title: 'T' })?.srcSet,
    ).toBeUndefined();
    expect(slideImage({ media_url: null, title: 'T' })).toBeNull();
    expect(slideImage({ media_url: 'javascript:alert(1)', title: 'T' })).toBeNull();
  });
});
