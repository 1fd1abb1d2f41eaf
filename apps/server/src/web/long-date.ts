const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  // A printed date reads the same wherever it is read: the database's UTC day.
  timeZone: 'UTC',
});

/** SPEC §9's long date, 'MMMM dd, yyyy' ("January 05, 2026"), as certificates and social cards print it. */
export function formatLongDate(date: Date): string {
  return LONG_DATE.format(date);
}
