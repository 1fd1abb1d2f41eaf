import { describe, expect, it } from 'vitest';
import { formatClockTime, formatZonedDateTime, isKnownTimeZone, utcToZoned, zonedToUtc } from './zoned-time';

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
  it('"MMM dd, yyyy, HH:mm" on the clock of the zone', () => {
    expect(formatZonedDateTime('2026-03-08T07:30:00.000Z', NY)).toBe('Mar 08, 2026, 03:30');
    expect(formatZonedDateTime('2026-01-01T04:05:00.000Z', NY)).toBe('Dec 31, 2025, 23:05');
    expect(formatZonedDateTime('2026-01-01T04:05:00.000Z', 'UTC')).toBe('Jan 01, 2026, 04:05');
  });

  it('"HH:mm" for the save state', () => {
    expect(formatClockTime('2026-07-01T08:42:59.000Z', 'Europe/Zurich')).toBe('10:42');
    expect(formatClockTime('2026-07-01T00:05:00.000Z', 'UTC')).toBe('00:05');
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('Europe/Zurich')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
