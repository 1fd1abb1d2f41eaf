import { ColumnValues } from '@/lib/database-types';

/**
 * The statuses contact_requests allows (its check constraint, generated) and what the inbox calls them: the
 * table's 'in_progress' is the inbox's "Contacted" — someone on staff has answered and the request is open.
 */
export const REQUEST_STATUSES = ColumnValues.contact_requests.status;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<RequestStatus, string>> = {
  new: 'New',
  in_progress: 'Contacted',
  closed: 'Closed',
};
