// Scheduling speaks the site's time zone (editorial_settings.time_zone), whatever the editor's computer
// says: "Publish on 2026-03-08 09:00" means 09:00 in that zone. These convert the wall-clock value of an
// <input type="datetime-local"> ("YYYY-MM-DDTHH:mm[:ss]") to a UTC instant and back with the browser's own
// time-zone data (Intl.DateTimeFormat), so no date library is loaded for it.
import { formatShortDate } from '@/lib/format';

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

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
  // "2026-02-30" is not a day: Date.UTC would roll it over into March.
  const check = new Date(asUtc(p));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  return p;
}

const pad = (n: number) => String(n).padStart(2, '0');

function toWall(p: WallParts): string {
  const date = `${String(p.year).padStart(4, '0')}-${pad(p.month)}-${pad(p.day)}`;
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return p.second ? `${date}T${time}:${pad(p.second)}` : `${date}T${time}`;
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

/** "Mar 08, 2026, 03:30": SPEC's list date ('MMM dd, yyyy') and the time, on the clock of `timeZone`. */
export function formatZonedDateTime(instant: string, timeZone: string): string {
  const p = partsAt(Date.parse(instant), timeZone);
  return `${formatShortDate(new Date(asUtc({ ...p, hour: 0, minute: 0, second: 0 })))}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "10:42": the time of an instant on the clock of `timeZone` (default: this browser's). */
export function formatClockTime(instant: string, timeZone = browserTimeZone()): string {
  const p = partsAt(Date.parse(instant), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
