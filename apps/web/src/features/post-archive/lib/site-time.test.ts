import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  dayStart,
  formatDateTime,
  isDay,
  lastTwelveMonths,
  rangeInstants,
  timeZoneNames,
  yearBefore,
} from './site-time';

describe('site time: days on the site calendar', () => {
  it('knows a real day from a malformed or impossible one', () => {
    expect(isDay('2026-11-28')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('moves days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(yearBefore('2026-11-28')).toBe('2025-11-28');
    expect(yearBefore('2024-02-29')).toBe('2023-03-01');
  });

  it("reads the day in the site's zone, not the computer's", () => {
    const lateUtc = new Date('2026-11-28T23:30:00Z');
    expect(dayIn(lateUtc, 'UTC')).toBe('2026-11-28');
    expect(dayIn(lateUtc, 'Europe/Zurich')).toBe('2026-11-29');
    expect(dayIn(lateUtc, 'America/New_York')).toBe('2026-11-28');
  });

  it('starts a day at its midnight in the zone, summer and winter time alike', () => {
    expect(dayStart('2026-01-15', 'UTC').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(dayStart('2026-01-15', 'Europe/Zurich').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(dayStart('2026-07-15', 'Europe/Zurich').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The day the clocks go forward (29 March 2026 in Zurich) still starts at 00:00 winter time.
    expect(dayStart('2026-03-29', 'Europe/Zurich').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStart('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(dayStart('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('covers whole days, the last one included', () => {
    expect(rangeInstants({ from: '2026-01-01', to: '2026-11-28' }, 'UTC')).toEqual({
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-11-29T00:00:00.000Z',
    });
    expect(rangeInstants({ from: '2026-11-28', to: '2026-11-28' }, 'Europe/Zurich')).toEqual({
      start: '2026-11-27T23:00:00.000Z',
      end: '2026-11-28T23:00:00.000Z',
    });
  });

  it('defaults to the last twelve months up to today', () => {
    expect(lastTwelveMonths(new Date('2026-11-28T10:00:00Z'), 'UTC')).toEqual({
      from: '2025-11-28',
      to: '2026-11-28',
    });
    expect(lastTwelveMonths(new Date('2026-11-28T23:30:00Z'), 'Europe/Zurich').to).toBe('2026-11-29');
  });

  it("writes SPEC's 'MMM dd, yyyy' with a 24-hour time in the zone", () => {
    expect(formatDateTime('2026-01-05T09:07:00Z', 'UTC')).toBe('Jan 05, 2026, 09:07');
    expect(formatDateTime('2026-01-05T23:30:00Z', 'Europe/Zurich')).toBe('Jan 06, 2026, 00:30');
    expect(formatDateTime('2026-07-01T00:00:00Z', 'America/Los_Angeles')).toBe('Jun 30, 2026, 17:00');
  });

  it('offers UTC among the zones', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Zurich');
  });
});
