// Dates as SPEC §9 writes them, one formatter per format for the app and the server (certificates and social
// cards print the long date; the app's door is apps/web/src/lib/format.ts), on the UTC calendar: a page
// rendered on the server and hydrated in a browser on another continent must show the same day (a mismatch
// would be a hydration error and a repaint), and a post's date is the same for every reader. Written out by
// hand rather than with Intl.DateTimeFormat: building a formatter for a time zone loads the browser's
// time-zone data, about 30 ms of a phone's main thread while a post hydrates, for two fixed English patterns.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
const day = (d: Date) => String(d.getUTCDate()).padStart(2, '0');

/** Blog list date, SPEC §9: 'MMM dd, yyyy' (e.g. "Jan 05, 2026"). */
export function formatShortDate(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${day(d)}, ${d.getUTCFullYear()}`;
}

/** Post page date, SPEC §9: 'MMMM dd, yyyy' (e.g. "January 05, 2026"). */
export function formatLongDate(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS[d.getUTCMonth()]} ${day(d)}, ${d.getUTCFullYear()}`;
}
