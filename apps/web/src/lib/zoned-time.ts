// Wall-clock time in an IANA time zone and UTC instants, converted with the browser's own time-zone data
// (Intl.DateTimeFormat), so no date library is loaded for it. Scheduling and the archive speak the site's
// zone (editorial_settings.time_zone) whatever the editor's computer says: "Publish on 2026-03-08 09:00"
// means 09:00 there, and an archive day starts at midnight there. Wall-clock values travel as the strings
// the inputs hold: "YYYY-MM-DDTHH:mm[:ss]" (<input type="datetime-local">) and days 'yyyy-mm-dd'
// (<input type="date">); instants as ISO strings (what PostgREST compares with). One conversion core
// serves every function: partsAt (instant → wall clock) and zonedToUtc (wall clock → instant).
// The app's one date library (issue 38): its chunk is 2.99 KB minified, 1.30 KB gzip, loaded only by the admin
// screens that schedule, archive or time-stamp. date-fns went when its last use (isSameDay, 0.39 KB minified /
// 0.17 KB gzip of the post-preview chunk, measured with `npm run build -w apps/web` on 2026-12-07) became dayIn
// here. date-fns-tz (not measured: not a dependency) would not replace it: it converts through Intl.DateTimeFormat
// too, and the day arithmetic, the daylight-saving answers zoned-time.test.ts pins down and SPEC §9's formats
// would stay ours on top of it.
import { formatShortDate } from '@/lib/format';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a clock shows. */
interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the browser knows the zone (the database checks the name against PostgreSQL's list). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zones this browser knows (IANA names), with UTC always offered. */
export function timeZoneNames(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** What a clock in `timeZone` shows at the instant `ms`. */
function partsAt(ms: number, timeZone: string): WallParts {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** The wall-clock parts read as if they were UTC (Date.UTC would put years 0–99 in the 1900s). */
function asUtc(p: WallParts): number {
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, 0);
  return d.getTime();
}

/** How far the zone's clock is ahead of UTC at this instant, in ms (New York in winter: −5 h). */
function offsetAt(ms: number, timeZone: string): number {
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return asUtc(partsAt(whole, timeZone)) - whole;
}

/** Whether year, month and day name a real date ("2026-02-30" does not: it would roll into March). */
function isRealDate(p: Pick<WallParts, 'year' | 'month' | 'day'>): boolean {
  const check = new Date(asUtc({ ...p, hour: 0, minute: 0, second: 0 }));
  return (
    check.getUTCFullYear() === p.year && check.getUTCMonth() === p.month - 1 && check.getUTCDate() === p.day
  );
}

function parseWall(wall: string): WallParts | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const p = { year, month, day, hour, minute, second };
  if (!isRealDate(p) || hour > 23 || minute > 59 || second > 59) return null;
  return p;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-mm-dd' of the parts. */
function toDayString(p: Pick<WallParts, 'year' | 'month' | 'day'>): string {
  return `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
}

function toWall(p: WallParts): string {
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return p.second ? `${toDayString(p)}T${time}:${pad(p.second)}` : `${toDayString(p)}T${time}`;
}

/**
 * The UTC instant (ISO) of a wall-clock time in `timeZone`, or null for a value that is not a date and time.
 * Around a daylight-saving change it answers as Temporal's 'compatible' does: a time the clocks skip (02:30
 * on the spring-forward night) moves forward by the gap (03:30), a time that happens twice (01:30 on the
 * fall-back night) is the first of the two.
 */
export function zonedToUtc(wall: string, timeZone: string): string | null {
  const parts = parseWall(wall);
  if (!parts) return null;
  const local = asUtc(parts);
  // At most one change of offset within a day either side: try the offset before it and the one after it.
  const before = local - offsetAt(local - DAY_MS, timeZone);
  const after = local - offsetAt(local + DAY_MS, timeZone);
  const fits = (ms: number) => asUtc(partsAt(ms, timeZone)) === local;
  let ms: number;
  if (fits(before) && fits(after)) ms = Math.min(before, after);
  else if (fits(before)) ms = before;
  else if (fits(after)) ms = after;
  else ms = before; // in the gap: the offset before the change carries it past the skipped hour
  return new Date(ms).toISOString();
}

/** The wall-clock value (for <input type="datetime-local">) of an instant in `timeZone`; '' for no instant. */
export function utcToZoned(instant: string, timeZone: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) return '';
  return toWall(partsAt(ms, timeZone));
}

const toMs = (value: string | Date) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/**
 * "Mar 08, 2026, 03:30": SPEC §9's list date ('MMM dd, yyyy', lib/format.ts) with the time on a 24-hour
 * clock, as `timeZone` shows it.
 */
export function formatZonedDateTime(value: string | Date, timeZone: string): string {
  const p = partsAt(toMs(value), timeZone);
  return `${formatShortDate(new Date(asUtc({ ...p, hour: 0, minute: 0, second: 0 })))}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "Mar 08, 2026": SPEC §9's list date ('MMM dd, yyyy', lib/format.ts) of the day `timeZone` is on. */
export function formatZonedDate(value: string | Date, timeZone: string): string {
  const p = partsAt(toMs(value), timeZone);
  return formatShortDate(new Date(asUtc({ ...p, hour: 0, minute: 0, second: 0 })));
}

/** "10:42": the time of an instant on the clock of `timeZone` (default: this browser's). */
export function formatClockTime(value: string | Date, timeZone = browserTimeZone()): string {
  const p = partsAt(toMs(value), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

// Days on a zone's calendar: the archive's From/To days start and end at midnight in the site's zone, so
// every admin sees the same range whatever their own computer's zone.

/** A calendar day, 'yyyy-mm-dd'. */
export type Day = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: Day): { year: number; month: number; day: number } | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const p = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(p) ? p : null;
}

/** Whether `value` is a real calendar day written 'yyyy-mm-dd' (not 2026-02-30). */
export function isDay(value: string): boolean {
  return parseDay(value) !== null;
}

/** The day it is in `timeZone` at `instant`. */
export function dayIn(instant: Date, timeZone: string): Day {
  return toDayString(partsAt(instant.getTime(), timeZone));
}

/** `day` moved by years and days, rolled over as the calendar does (2023-02-29 is 1 March). */
function shift(day: Day, years: number, days: number): Day {
  const p = parseDay(day);
  if (!p) throw new RangeError(`Not a day: "${day}"`);
  const d = new Date(asUtc({ ...p, year: p.year + years, day: p.day + days, hour: 0, minute: 0, second: 0 }));
  return toDayString({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/** `day` moved by `days` (negative = back). */
export function addDays(day: Day, days: number): Day {
  return shift(day, 0, days);
}

/** The same date a year earlier (29 February → 1 March). */
export function yearBefore(day: Day): Day {
  return shift(day, -1, 0);
}

/**
 * The instant `day` starts in `timeZone`: its midnight there, or the first time after it where the clocks
 * skip midnight (America/Santiago's spring-forward day starts at 01:00).
 */
export function dayStart(day: Day, timeZone: string): Date {
  const instant = parseDay(day) && zonedToUtc(`${day}T00:00`, timeZone);
  if (!instant) throw new RangeError(`Not a day: "${day}"`);
  return new Date(instant);
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
