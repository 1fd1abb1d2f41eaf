import { describe, expect, it } from 'vitest';
import { blankToNull, optionalUrl, sortOrder, wholeNumber } from './fields';

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

  it('blank optional text is stored as null', () => {
    expect(blankToNull('  ')).toBeNull();
    expect(blankToNull(undefined)).toBeNull();
    expect(blankToNull(' a ')).toBe('a');
  });
});
