import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format';

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
    expect(formatShortDate(new Date(2025, 8, 9, 15, 0))).toBe('Sep 09, 2025');
  });
});

describe('formatLongDate (post page, SPEC §9 "MMMM dd, yyyy")', () => {
  it('formats an ISO string', () => {
    expect(formatLongDate(ISO)).toBe('January 05, 2026');
  });
  it('formats a Date', () => {
    expect(formatLongDate(new Date(2025, 8, 9, 15, 0))).toBe('September 09, 2025');
  });
});
