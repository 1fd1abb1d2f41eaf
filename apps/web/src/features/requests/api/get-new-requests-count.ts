// The dashboard's figure: how many consultation requests nobody has handled yet.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { contactRequestsKey } from './get-contact-requests';

export async function getNewRequestsCount(): Promise<number> {
  // A HEAD request with an exact count: the rows themselves are not needed.
  const { count, error } = await supabase
    .from('contact_requests')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'new');
  if (error) throw error;
  return count ?? 0;
}

export const newRequestsCountQueryOptions = () =>
  queryOptions({ queryKey: [...contactRequestsKey, 'new-count'], queryFn: getNewRequestsCount });

export const useNewRequestsCount = () => useQuery(newRequestsCountQueryOptions());
