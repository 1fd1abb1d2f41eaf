// The one slide-image rule (it was two copies, the preview's and the learner's, that had drifted: the
// preview showed an external address as typed, the learner's player as the browser parses it).
import { describe, expect, it } from 'vitest';
import { parseMediaUrl, slideImage } from './slide-image';

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

  it('a library file: the smallest variant is in the srcset too, and sizes and alt as given', () => {
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

  it('an external address as it is; no alt text falls back to the title', () => {
    expect(
      slideImage({ media_url: 'https://example.com/chart.png', media_alt: null, title: 'Scarcity' }),
    ).toEqual({ src: 'https://example.com/chart.png', alt: 'Scarcity' });
    expect(slideImage({ media_url: 'https://example.com/a.png', media_alt: '', title: 'Scarcity' })).toEqual({
      src: 'https://example.com/a.png',
      alt: 'Scarcity',
    });
    expect(slideImage({ media_url: 'https://example.com/a.png', media_alt: '  ', title: 'T' })?.alt).toBe(
      'T',
    );
  });

  it('the preview shows an external address as the learner gets it: as the browser parses it', () => {
    expect(slideImage({ media_url: ' https://Example.com ', title: 'T' })?.src).toBe('https://example.com/');
  });

  it('a look-alike on another host is not treated as a library file; nothing for no, bad or half-typed URLs', () => {
    expect(
      slideImage({ media_url: 'https://evil.test/storage/v1/object/public/media/a.png', title: 'T' })?.srcSet,
    ).toBeUndefined();
    expect(slideImage({ media_url: null, title: 'T' })).toBeNull();
    expect(slideImage({ media_url: 'javascript:alert(1)', title: 'T' })).toBeNull();
    expect(slideImage({ media_url: 'https://', title: 'T' })).toBeNull();
    expect(slideImage({ media_url: 'example.com/a.png', title: 'T' })).toBeNull();
  });
});

describe('parseMediaUrl', () => {
  it('accepts only http(s) addresses', () => {
    expect(parseMediaUrl('https://example.com/a.png')?.hostname).toBe('example.com');
    expect(parseMediaUrl('javascript:alert(1)')).toBeNull();
    expect(parseMediaUrl('')).toBeNull();
    expect(parseMediaUrl(null)).toBeNull();
  });
});
