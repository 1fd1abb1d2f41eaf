// Dates on the site's calendar (editorial_settings.time_zone, the zone scheduling uses): the archive's
// From/To days start and end at midnight there, and its times read in it, so every admin sees the same
// range whatever their own computer's zone. Days travel as 'yyyy-mm-dd' strings (what <input type="date">
// holds); instants as ISO strings (what PostgREST compares created_at with).
import { formatShortDate } from '@/lib/format';

/** A calendar day, 'yyyy-mm-dd'. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written 'yyyy-mm-dd' (not 2026-02-30). */
export function isDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `timeZone` shows at `instant`. */
function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day it is in `timeZone` at `instant`. */
export function dayIn(instant: Date, timeZone: string): Day {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** `day` moved by `days` (negative = back). */
export function addDays(day: Day, days: number): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same date a year earlier (29 February → 1 March). */
export function yearBefore(day: Day): Day {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - 1, m - 1, d)).toISOString().slice(0, 10);
}

/** The instant `day` starts in `timeZone` (its midnight there; DST moves are taken into account). */
export function dayStart(day: Day, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // The offset at the guess may differ from the one at the real midnight (a change in between): once more.
  const second = guess - offsetAt(new Date(first), timeZone);
  return new Date(second);
}

export interface DayRange {
  from: Day;
  to: Day;
}

/** The instants a range of whole days covers: `start` inclusive, `end` (the day after `to`) exclusive. */
export function rangeInstants(range: DayRange, timeZone: string): { start: string; end: string } {
  return {
    start: dayStart(range.from, timeZone).toISOString(),
    end: dayStart(addDays(range.to, 1), timeZone).toISOString(),
  };
}

/** The last twelve months up to and including today, on the site's calendar. */
export function lastTwelveMonths(now: Date, timeZone: string): DayRange {
  const to = dayIn(now, timeZone);
  return { from: yearBefore(to), to };
}

/** SPEC's 'MMM dd, yyyy' with the time on a 24-hour clock, as the site's zone shows it: "Nov 28, 2026, 14:05". */
export function formatDateTime(value: string | Date, timeZone: string): string {
  const w = wallClock(typeof value === 'string' ? new Date(value) : value, timeZone);
  const date = formatShortDate(new Date(Date.UTC(w.year, w.month - 1, w.day)));
  return `${date}, ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The zones this browser knows (IANA names), with UTC always offered. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}
