import { format } from 'date-fns';

/** The received date in the reader's time zone, with the time (requests arrive several a day). */
export function formatReceived(value: string): string {
  return format(new Date(value), 'MMM d, yyyy, h:mm a');
}
