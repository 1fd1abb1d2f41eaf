import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './dates.ts';

// Run as a browser in California would: the formatting must not follow the local zone.
process.env.TZ = 'America/Los_Angeles';

// Midday UTC, so the calendar day is the same in every time zone from UTC-11 to UTC+11.
const ISO = '2026-01-05T12:00:00.000Z';
const PG_TIMESTAMPTZ = '2026-11-23T12:30:00+00:00';

describe('formatShortDate (blog list, SPEC §9 "MMM dd, yyyy")', () => {
  it('formats an ISO string', () => {
    expect(formatShortDate(ISO)).toBe('Jan 05, 2026');
  });
  it('formats a PostgREST timestamptz string', () => {
    expect(formatShortDate(PG_TIMESTAMPTZ)).toBe('Nov 23, 2026');
  });
  it('formats a Date', () => {
    expect(formatShortDate(new Date(Date.UTC(2025, 8, 9, 15, 0)))).toBe('Sep 09, 2025');
  });
});

describe('formatLongDate (post page, SPEC §9 "MMMM dd, yyyy")', () => {
  it('formats an ISO string', () => {
    expect(formatLongDate(ISO)).toBe('January 05, 2026');
  });
  it('formats a Date', () => {
    expect(formatLongDate(new Date(Date.UTC(2025, 8, 9, 15, 0)))).toBe('September 09, 2025');
  });
});

describe('the calendar day is UTC’s, wherever the page is rendered', () => {
  it('names the UTC day of an instant late in the evening west of Greenwich', () => {
    // 20:30 on Jan 4 in Los Angeles is already Jan 5 in UTC.
    expect(formatShortDate('2026-01-04T20:30:00-08:00')).toBe('Jan 05, 2026');
    expect(formatLongDate('2026-01-04T20:30:00-08:00')).toBe('January 05, 2026');
  });
});

describe('the same text as Intl’s en-US patterns, for every month', () => {
  const intl = (month: 'short' | 'long') =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month, day: '2-digit', year: 'numeric' });
  it('matches Intl.DateTimeFormat on the first and last days of each month of two years', () => {
    for (const year of [1999, 2026])
      for (let month = 0; month < 12; month++)
        for (const dayOfMonth of [1, 9, 10, 28]) {
          const date = new Date(Date.UTC(year, month, dayOfMonth, 23, 59));
          expect(formatShortDate(date)).toBe(intl('short').format(date));
          expect(formatLongDate(date)).toBe(intl('long').format(date));
        }
  });
});
