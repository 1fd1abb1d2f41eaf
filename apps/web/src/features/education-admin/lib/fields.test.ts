import { describe, expect, it } from 'vitest';
import { blankToNull, isLibraryUrl, optionalMediaUrl, optionalUrl, sortOrder, wholeNumber } from './fields';

describe('education form field rules', () => {
  it('whole numbers within their range, with the SPEC messages', () => {
    const points = wholeNumber(1, 'Points must be at least 1', 1000, 'Points cannot exceed 1000');
    expect(points.safeParse(10).success).toBe(true);
    expect(points.safeParse(0).error?.issues[0]?.message).toBe('Points must be at least 1');
    expect(points.safeParse(1001).error?.issues[0]?.message).toBe('Points cannot exceed 1000');
    expect(points.safeParse(Number.NaN).error?.issues[0]?.message).toBe('Points must be at least 1');
    expect(points.safeParse(2.5).error?.issues[0]?.message).toBe('Must be a whole number');
    expect(sortOrder().safeParse(-1).error?.issues[0]?.message).toBe('Sort order must be at least 0');
    expect(sortOrder().safeParse(0).success).toBe(true);
  });

  it('URLs: empty or http(s), as the database checks them', () => {
    const url = optionalUrl();
    for (const ok of ['', '  ', 'https://example.com/a', 'http://x.test'])
      expect(url.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['example.com', 'ftp://x.test', 'javascript:alert(1)', 'https://a b'])
      expect(url.safeParse(bad).error?.issues[0]?.message, bad).toBe('Must be a valid URL');
  });

  it("slide media: http(s) or a media library file's relative URL; anything else has SPEC's message", () => {
    const url = optionalMediaUrl();
    for (const ok of [
      '',
      'https://example.com/chart.png',
      '/storage/v1/object/public/media/2026/11/chart.jpg',
      '/storage/v1/object/public/media/uploads/halving%20chart.webp',
      '  /storage/v1/object/public/media/a.png  ',
    ])
      expect(url.safeParse(ok).success, ok).toBe(true);
    for (const bad of [
      '/storage/v1/object/public/media/',
      '/storage/v1/object/public/media/../secret.png',
      '/storage/v1/object/public/media/a/../../b.png',
      '/storage/v1/object/public/media/./a.png',
      '/storage/v1/object/public/media/%2e%2e/a.png',
      '/storage/v1/object/public/media//a.png',
      '/storage/v1/object/public/media/a b.png',
      '/storage/v1/object/public/media/a.png?x=1',
      '/storage/v1/object/public/avatars/a.png',
      '/storage/v1/object/sign/media/a.png',
      '/images/a.png',
      'media/a.png',
      '//evil.test/a.png',
      'javascript:alert(1)',
    ])
      expect(url.safeParse(bad).error?.issues[0]?.message, bad).toBe('Must be a valid URL');
    // Module content_url keeps the plain rule: a library URL is not a video page.
    expect(optionalUrl().safeParse('/storage/v1/object/public/media/a.png').success).toBe(false);
  });

  it('library URLs: the database path rule, decoded too', () => {
    expect(isLibraryUrl('/storage/v1/object/public/media/a.png')).toBe(true);
    expect(isLibraryUrl('/storage/v1/object/public/media/a%00.png')).toBe(false);
    expect(isLibraryUrl(`/storage/v1/object/public/media/${'a'.repeat(1025)}`)).toBe(false);
  });

  it('blank optional text is stored as null', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(' a ')).toBe('a');
  });
});
