import { describe, expect, it } from 'vitest';
import {
  checkMediaFile,
  formatBytes,
  MEDIA_MAX_BYTES,
  mediaObjectPath,
  mediaTypeOf,
  slugifyFileName,
} from './upload-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkMediaFile', () => {
  it.each([
    ['photo.jpg', 'image/jpeg'],
    ['photo.png', 'image/png'],
    ['photo.webp', 'image/webp'],
    ['photo.avif', 'image/avif'],
    ['anim.gif', 'image/gif'],
    ['report.pdf', 'application/pdf'],
    ['photo.jpg', 'image/pjpeg'],
    ['photo.JPG', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkMediaFile(file(name, type))).toBeNull();
  });

  it.each([
    ['photo.heic', 'image/heic'],
    ['notes.txt', 'text/plain'],
    ['logo.svg', 'image/svg+xml'],
    ['mystery', ''],
    ['archive.zip', 'application/octet-stream'],
  ])('refuses %s (%s) naming the types it takes', (name, type) => {
    expect(checkMediaFile(file(name, type))).toBe(
      `${name} is not a supported file type. Use JPEG, PNG, WebP, AVIF, GIF or PDF.`,
    );
  });

  it('refuses a file over 10 MB with its size', () => {
    const size = Math.round(12.4 * 1024 * 1024);
    expect(checkMediaFile(file('photo.jpg', 'image/jpeg', size))).toBe(
      'photo.jpg is 12.4 MB; the limit is 10 MB.',
    );
  });

  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(checkMediaFile(file('a.png', 'image/png', MEDIA_MAX_BYTES))).toBeNull();
    expect(checkMediaFile(file('a.png', 'image/png', MEDIA_MAX_BYTES + 1))).toBe(
      'a.png is 10.0 MB; the limit is 10 MB.',
    );
  });

  it('refuses an empty file', () => {
    expect(checkMediaFile(file('a.png', 'image/png', 0))).toBe('a.png is empty.');
  });

  it('checks the type before the size', () => {
    expect(checkMediaFile(file('big.txt', 'text/plain', MEDIA_MAX_BYTES * 2))).toMatch(
      /not a supported file type/,
    );
  });
});

describe('mediaTypeOf', () => {
  it('normalises aliases and parameters', () => {
    expect(mediaTypeOf({ name: 'x', type: 'image/jpg' })).toBe('image/jpeg');
    expect(mediaTypeOf({ name: 'x', type: 'IMAGE/PNG; foo=bar' })).toBe('image/png');
  });
  it('falls back to the extension only when the browser reports no type', () => {
    expect(mediaTypeOf({ name: 'x.pdf', type: '' })).toBe('application/pdf');
    expect(mediaTypeOf({ name: 'x.pdf', type: 'text/plain' })).toBeNull();
  });
});

describe('formatBytes', () => {
  it.each([
    [1, '1 byte'],
    [900, '900 bytes'],
    [2048, '2 KB'],
    [Math.round(2.4 * 1024 * 1024), '2.4 MB'],
  ])('%d → %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});

describe('slugifyFileName', () => {
  it.each([
    ['Bitcoin Chart (Final)', 'bitcoin-chart-final'],
    ['Über café — été', 'uber-cafe-ete'],
    ['__--__', 'file'],
    ['日本語', 'file'],
    ['a'.repeat(80), 'a'.repeat(60)],
    [`${'a'.repeat(59)} b`, 'a'.repeat(59)],
  ])('%s → %s', (base, slug) => expect(slugifyFileName(base)).toBe(slug));
});

describe('mediaObjectPath', () => {
  const now = new Date('2026-03-31T23:30:00Z');
  it('is YYYY/MM/<slug>-<6 random>.<lower-case ext> on the UTC calendar', () => {
    const path = mediaObjectPath({ name: 'My Photo.JPG', type: 'image/jpeg' }, now, () => 0);
    expect(path).toBe('2026/03/my-photo-aaaaaa.jpg');
  });
  it('draws the suffix from a-z0-9', () => {
    const values = [0, 0.5, 0.999, 0.25, 0.75, 0.1];
    let i = 0;
    const path = mediaObjectPath({ name: 'x.png', type: 'image/png' }, now, () => values[i++]!);
    expect(path).toMatch(/^2026\/03\/x-[a-z0-9]{6}\.png$/);
    expect(path).toBe('2026/03/x-as9j1d.png');
  });
  it('uses random suffixes that differ between calls', () => {
    const a = mediaObjectPath({ name: 'chart.png', type: 'image/png' }, now);
    const b = mediaObjectPath({ name: 'chart.png', type: 'image/png' }, now);
    expect(a).toMatch(/^2026\/03\/chart-[a-z0-9]{6}\.png$/);
    expect(a).not.toBe(b);
  });
  it('takes the extension from the type when the name has none or an odd one', () => {
    expect(mediaObjectPath({ name: 'scan', type: 'application/pdf' }, now, () => 0)).toBe(
      '2026/03/scan-aaaaaa.pdf',
    );
    expect(mediaObjectPath({ name: 'pic', type: 'image/jpeg' }, now, () => 0)).toBe('2026/03/pic-aaaaaa.jpg');
    expect(mediaObjectPath({ name: '.png', type: 'image/png' }, now, () => 0)).toBe('2026/03/png-aaaaaa.png');
  });
});
