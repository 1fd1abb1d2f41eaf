// The consultation inbox (DESIGN.md §3 contact_requests: staff read, newest first).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { RequestStatus } from '../lib/request-status';

export interface ContactRequest {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  assets: string | null;
  message: string | null;
  status: RequestStatus;
  created_at: string;
}

/** Every key of the inbox starts with this, so one invalidation refreshes the list and the count. */
export const contactRequestsKey = ['contact-requests'] as const;

const COLUMNS = 'id,first_name,last_name,email,phone,company,service,assets,message,status,created_at';

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
