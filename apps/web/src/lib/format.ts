import { format } from 'date-fns';

/** Blog list date, SPEC §9: 'MMM dd, yyyy' (e.g. "Jan 05, 2026"). */
export function formatShortDate(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'MMM dd, yyyy');
}

/** Post page date, SPEC §9: 'MMMM dd, yyyy' (e.g. "January 05, 2026"). */
export function formatLongDate(value: string | Date): string {
  return format(typeof value === 'string' ? new Date(value) : value, 'MMMM dd, yyyy');
}
