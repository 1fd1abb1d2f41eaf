// Dates as SPEC §9 writes them, on the UTC calendar: a page rendered on the server and hydrated in a
// browser on another continent must show the same day (a mismatch would be a hydration error and a
// repaint), and a post's date is the same for every reader. Intl instead of a date library: this module
// is on the public pages' first load.

const shortDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: '2-digit',
  year: 'numeric',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: '2-digit',
  year: 'numeric',
});

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** Blog list date, SPEC §9: 'MMM dd, yyyy' (e.g. "Jan 05, 2026"). */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** Post page date, SPEC §9: 'MMMM dd, yyyy' (e.g. "January 05, 2026"). */
export function formatLongDate(value: string | Date): string {
  return longDate.format(toDate(value));
}
