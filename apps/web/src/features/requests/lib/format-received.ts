import { browserTimeZone, formatZonedDateTime } from '@/lib/zoned-time';

/**
 * The received date on the reader's clock, with the time (requests arrive several a day): SPEC §9's list
 * date ('MMM dd, yyyy', lib/format.ts) and a 24-hour time, as every staff screen writes them.
 */
export function formatReceived(value: string, timeZone: string = browserTimeZone()): string {
  return formatZonedDateTime(value, timeZone);
}
