// When a session was last used, in words: "just now", "5 minutes ago", "3 days ago", and the date
// (SPEC §9's 'MMM dd, yyyy') after a month. Pure: the caller passes the time to count from.
import { formatShortDate } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export function formatLastUsed(value: string | Date, now: number): string {
  const at = typeof value === 'string' ? Date.parse(value) : value.getTime();
  const elapsed = Math.max(0, now - at); // a clock slightly ahead of ours is still "just now"
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return `on ${formatShortDate(new Date(at))}`;
}
