// Staff see dates on their own computer's clock (SPEC §2: "Created (local date)"), written as SPEC §9
// writes dates ('MMM dd, yyyy', lib/format.ts) — never the browser locale's "11/26/2026".
import { browserTimeZone, formatZonedDate, formatZonedDateTime } from '@/lib/zoned-time';

/** "Nov 26, 2026" on this browser's calendar. */
export function localDate(iso: string, timeZone: string = browserTimeZone()): string {
  return formatZonedDate(iso, timeZone);
}

/** "Nov 26, 2026, 14:05" on this browser's clock. */
export function localDateTime(iso: string, timeZone: string = browserTimeZone()): string {
  return formatZonedDateTime(iso, timeZone);
}
