import { describe, expect, it } from 'vitest';
import { formatLastUsed } from './last-used';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatLastUsed', () => {
  it.each([
    [before(0), 'just now'],
    [before(59_000), 'just now'],
    [new Date(NOW + 5_000).toISOString(), 'just now'],
    [before(60_000), '1 minute ago'],
    [before(5 * 60_000 + 30_000), '5 minutes ago'],
    [before(60 * 60_000), '1 hour ago'],
    [before(23 * 3600_000), '23 hours ago'],
    [before(24 * 3600_000), '1 day ago'],
    [before(29 * 24 * 3600_000), '29 days ago'],
    ['2026-10-05T08:00:00Z', 'on Oct 05, 2026'],
  ])('%s → %s', (value, expected) => {
    expect(formatLastUsed(value, NOW)).toBe(expected);
  });

  it('takes a Date too', () => {
    expect(formatLastUsed(new Date(NOW - 2 * 3600_000), NOW)).toBe('2 hours ago');
  });
});
