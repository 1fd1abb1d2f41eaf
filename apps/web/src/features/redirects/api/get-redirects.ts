// Every redirect, newest first (SPEC §7 redirects, staff read). RLS lets only editors and admins see them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from '@/lib/query-keys';
import type { Redirect } from './types';

/** The key every redirect read shares: mutations invalidate it, which refreshes the list and the 404 panel. */
export { redirectsQueryKey };

const COLUMNS = 'id,source_path,destination_url,redirect_type,is_active,hit_count,last_hit_at,created_at';

export async function getRedirects(): Promise<Redirect[]> {
  const { data, error } = await supabase
    .from('redirects')
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .overrideTypes<Redirect[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const redirectsQueryOptions = () =>
  queryOptions({ queryKey: [...redirectsQueryKey, 'list'], queryFn: getRedirects });

export const useRedirects = () => useQuery(redirectsQueryOptions());
