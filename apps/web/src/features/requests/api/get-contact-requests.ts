// The consultation inbox (DESIGN.md §3 contact_requests: staff read, newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

/** A request as the inbox lists it (columns generated from the schema). */
export type ContactRequest = Pick<
  Tables<'contact_requests'>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'company'
  | 'service'
  | 'assets'
  | 'message'
  | 'status'
  | 'created_at'
  // Where the visit that sent it began (issue 28): shown on the card when recorded.
  | 'landing_path'
  | 'landing_referrer'
  | 'utm_source'
  | 'utm_medium'
  | 'utm_campaign'
>;

/** Every key of the inbox starts with this, so one invalidation refreshes the list and the count. */
export const contactRequestsKey = ['contact-requests'] as const;

const COLUMNS =
  'id,first_name,last_name,email,phone,company,service,assets,message,status,created_at,' +
  'landing_path,landing_referrer,utm_source,utm_medium,utm_campaign';

export async function getContactRequests(): Promise<ContactRequest[]> {
  const { data, error } = await supabase
    .from('contact_requests')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .overrideTypes<ContactRequest[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const contactRequestsQueryOptions = () =>
  queryOptions({ queryKey: [...contactRequestsKey, 'list'], queryFn: getContactRequests });

export const useContactRequests = () => useQuery(contactRequestsQueryOptions());
