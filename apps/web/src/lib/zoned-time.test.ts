// lib/zoned-time.ts: wall-clock time in an IANA zone ⇄ UTC (scheduling's datetime-local values, DST gaps and
// overlaps), days on a zone's calendar (the archive's ranges) and the 'MMM dd, yyyy, HH:mm' text.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  dayStart,
  formatClockTime,
  formatZonedDate,
  formatZonedDateTime,
  isDay,
  isKnownTimeZone,
  lastTwelveMonths,
  rangeInstants,
  timeZoneNames,
  utcToZoned,
  yearBefore,
  zonedToUtc,
} from './zoned-time';

const NY = 'America/New_York';

describe('zonedToUtc: wall-clock time in the site zone → UTC instant', () => {
  it('uses the offset of that day', () => {
    expect(zonedToUtc('2026-01-15T09:00', NY)).toBe('2026-01-15T14:00:00.000Z'); // EST, −5
    expect(zonedToUtc('2026-07-15T09:00', NY)).toBe('2026-07-15T13:00:00.000Z'); // EDT, −4
    expect(zonedToUtc('2026-07-01T12:00', 'Europe/Zurich')).toBe('2026-07-01T10:00:00.000Z');
    expect(zonedToUtc('2026-07-01T12:00', 'UTC')).toBe('2026-07-01T12:00:00.000Z');
    expect(zonedToUtc('2026-07-01T12:00', 'Asia/Kolkata')).toBe('2026-07-01T06:30:00.000Z');
  });

  it('takes years as written (a datetime-local field passes "0002" while a year is typed)', () => {
    expect(zonedToUtc('0002-03-08T10:00', 'UTC')).toBe('0002-03-08T10:00:00.000Z');
    expect(utcToZoned('0002-03-08T10:00:00.000Z', 'UTC')).toBe('0002-03-08T10:00');
  });

  it('keeps seconds', () => {
    expect(zonedToUtc('2026-07-15T09:00:37', NY)).toBe('2026-07-15T13:00:37.000Z');
  });

  it('spring forward (New York, 8 March 2026, 02:00 → 03:00)', () => {
    expect(zonedToUtc('2026-03-08T01:30', NY)).toBe('2026-03-08T06:30:00.000Z');
    expect(zonedToUtc('2026-03-08T03:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    // 02:30 does not exist that night: it is read as 03:30, moved forward by the skipped hour.
    expect(zonedToUtc('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('fall back (New York, 1 November 2026, 02:00 → 01:00): the first 01:30', () => {
    expect(zonedToUtc('2026-11-01T00:30', NY)).toBe('2026-11-01T04:30:00.000Z');
    expect(zonedToUtc('2026-11-01T01:30', NY)).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedToUtc('2026-11-01T02:30', NY)).toBe('2026-11-01T07:30:00.000Z');
  });

  it('Europe/Zurich changes at 02:00 on the last Sunday of March', () => {
    expect(zonedToUtc('2026-03-29T01:59', 'Europe/Zurich')).toBe('2026-03-29T00:59:00.000Z');
    expect(zonedToUtc('2026-03-29T03:00', 'Europe/Zurich')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('answers null for what is not a date and time', () => {
    expect(zonedToUtc('', NY)).toBeNull();
    expect(zonedToUtc('2026-02-30T10:00', NY)).toBeNull();
    expect(zonedToUtc('2026-01-01', NY)).toBeNull();
    expect(zonedToUtc('2026-01-01T25:00', NY)).toBeNull();
  });
});

describe('utcToZoned: UTC instant → the value of a datetime-local input', () => {
  it('is the inverse of zonedToUtc', () => {
    expect(utcToZoned('2026-01-15T14:00:00.000Z', NY)).toBe('2026-01-15T09:00');
    expect(utcToZoned('2026-03-08T07:30:00.000Z', NY)).toBe('2026-03-08T03:30');
    expect(utcToZoned('2026-11-01T05:30:00.000Z', NY)).toBe('2026-11-01T01:30');
    expect(utcToZoned('2026-11-01T06:30:00.000Z', NY)).toBe('2026-11-01T01:30'); // the second 01:30
    expect(utcToZoned('2026-07-15T13:00:37.000Z', NY)).toBe('2026-07-15T09:00:37');
    for (const wall of ['2026-05-04T00:00', '2026-12-31T23:59', '2027-03-14T04:15']) {
      expect(utcToZoned(zonedToUtc(wall, 'Europe/Zurich')!, 'Europe/Zurich')).toBe(wall);
    }
  });

  it('is empty for no instant', () => {
    expect(utcToZoned('', NY)).toBe('');
    expect(utcToZoned('soon', NY)).toBe('');
  });
});

describe('formatting', () => {
  it('"MMM dd, yyyy, HH:mm" (SPEC\'s list date, 24-hour time) on the clock of the zone', () => {
    expect(formatZonedDateTime('2026-03-08T07:30:00.000Z', NY)).toBe('Mar 08, 2026, 03:30');
    expect(formatZonedDateTime('2026-01-01T04:05:00.000Z', NY)).toBe('Dec 31, 2025, 23:05');
    expect(formatZonedDateTime('2026-01-01T04:05:00.000Z', 'UTC')).toBe('Jan 01, 2026, 04:05');
    expect(formatZonedDateTime('2026-01-05T09:07:00Z', 'UTC')).toBe('Jan 05, 2026, 09:07');
    expect(formatZonedDateTime('2026-01-05T23:30:00Z', 'Europe/Zurich')).toBe('Jan 06, 2026, 00:30');
    expect(formatZonedDateTime('2026-07-01T00:00:00Z', 'America/Los_Angeles')).toBe('Jun 30, 2026, 17:00');
    expect(formatZonedDateTime(new Date('2026-11-28T13:05:00Z'), 'UTC')).toBe('Nov 28, 2026, 13:05');
  });

  it('"MMM dd, yyyy" (SPEC\'s list date) of the day in the zone', () => {
    expect(formatZonedDate('2026-01-01T04:05:00.000Z', NY)).toBe('Dec 31, 2025');
    expect(formatZonedDate('2026-01-01T04:05:00.000Z', 'UTC')).toBe('Jan 01, 2026');
    expect(formatZonedDate(new Date('2026-11-26T23:30:00Z'), 'Europe/Zurich')).toBe('Nov 27, 2026');
  });

  it('"HH:mm" for the save state', () => {
    expect(formatClockTime('2026-07-01T08:42:59.000Z', 'Europe/Zurich')).toBe('10:42');
    expect(formatClockTime('2026-07-01T00:05:00.000Z', 'UTC')).toBe('00:05');
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('Europe/Zurich')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('offers UTC among the zones', () => {
    const zones = timeZoneNames();
    expect(zones).toContain('UTC');
    expect(zones).toContain('Europe/Zurich');
  });
});

describe('days on the calendar of a zone', () => {
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
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01'); // not the 1900s
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

  it('starts a day whose midnight the clocks skip at the first time it has', () => {
    // Santiago springs forward at midnight: 6 September 2026 runs from 01:00 (−3), not from 23:00 the day before.
    expect(dayStart('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
    // Its fall-back night repeats 23:00–24:00 of 4 April: 5 April starts once, at 00:00 (−4).
    expect(dayStart('2026-04-05', 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(() => dayStart('2026-02-30', 'UTC')).toThrow(RangeError);
    expect(() => addDays('28.11.2026', 1)).toThrow(RangeError);
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
});
