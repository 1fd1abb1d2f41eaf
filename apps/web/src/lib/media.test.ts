import { describe, expect, it } from 'vitest';
import {
  contentImageSrcSet,
  coverImage,
  libraryImage,
  mediaPathFromUrl,
  mediaRenderUrl,
  mediaUrl,
} from './media';

describe('media URLs', () => {
  it('encodes each path segment and keeps the slashes', () => {
    expect(mediaUrl('2026/11/a b#c.jpg')).toBe('/storage/v1/object/public/media/2026/11/a%20b%23c.jpg');
  });

  it('reads the path back from a relative or absolute public URL, and nothing else', () => {
    expect(mediaPathFromUrl('/storage/v1/object/public/media/2026/11/a%20b.jpg?x=1')).toBe('2026/11/a b.jpg');
    expect(mediaPathFromUrl('https://example.com/storage/v1/object/public/media/x.png')).toBe('x.png');
    expect(mediaPathFromUrl('/storage/v1/object/public/other/x.png')).toBeNull();
    expect(mediaPathFromUrl('https://cdn.example.com/x.png')).toBeNull();
    expect(mediaPathFromUrl('/storage/v1/object/public/media/')).toBeNull();
    expect(mediaPathFromUrl('/storage/v1/object/public/media/%E0%A4%A')).toBeNull();
  });

  it('asks the render route for the given transformation, in a fixed order', () => {
    expect(
      mediaRenderUrl('a/b.jpg', { width: 640.4, height: 360, resize: 'cover', format: 'webp', quality: 70 }),
    ).toBe(
      '/storage/v1/render/image/public/media/a/b.jpg?width=640&height=360&resize=cover&format=webp&quality=70',
    );
    expect(mediaRenderUrl('b.jpg', {})).toBe('/storage/v1/render/image/public/media/b.jpg');
  });
});

describe('responsive images', () => {
  it('crops a cover to 16:9 in every width up to the largest allowed, sized as its largest variant', () => {
    const img = coverImage('c.jpg', { sizes: '100vw', maxWidth: 960 });
    expect(img.srcSet.split(', ').map((s) => s.split(' ')[1])).toEqual([
      '320w',
      '480w',
      '640w',
      '768w',
      '960w',
    ]);
    expect(img.src).toBe('/storage/v1/render/image/public/media/c.jpg?width=960&height=540&resize=cover');
    expect({ width: img.width, height: img.height, sizes: img.sizes }).toEqual({
      width: 960,
      height: 540,
      sizes: '100vw',
    });
  });

  it('offers a body image no variant wider than the original, the original width last', () => {
    const widths = (s: string) => s.split(', ').map((x) => x.split(' ')[1]);
    expect(widths(contentImageSrcSet('p.jpg', 1000))).toEqual([
      '320w',
      '480w',
      '640w',
      '768w',
      '960w',
      '1000w',
    ]);
    expect(widths(contentImageSrcSet('p.jpg', 200))).toEqual(['200w']);
    expect(widths(contentImageSrcSet('p.jpg', 4000))).toEqual([
      '320w',
      '480w',
      '640w',
      '768w',
      '960w',
      '1280w',
      '1920w',
    ]);
    expect(widths(contentImageSrcSet('p.jpg'))).toEqual([
      '320w',
      '480w',
      '640w',
      '768w',
      '960w',
      '1280w',
      '1920w',
    ]);
  });
});

describe('libraryImage', () => {
  it('serves a library URL as responsive variants for a reading column', () => {
    expect(libraryImage('/storage/v1/object/public/media/a/b.jpg')).toEqual({
      src: '/storage/v1/render/image/public/media/a/b.jpg?width=1280&resize=contain',
      srcSet: contentImageSrcSet('a/b.jpg'),
      sizes: '(min-width: 800px) 768px, 100vw',
    });
  });

  it('leaves any other URL alone, an absolute one that looks like ours included', () => {
    expect(libraryImage('https://example.com/storage/v1/object/public/media/a.jpg')).toBeNull();
    expect(libraryImage('https://cdn.example.com/a.jpg')).toBeNull();
    expect(libraryImage('')).toBeNull();
  });
});
