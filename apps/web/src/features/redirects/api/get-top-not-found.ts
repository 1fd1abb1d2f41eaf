// The most-requested missing paths from the not-found log (one row per path, counted by log_not_found).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from './get-redirects';
import type { NotFoundEntry } from './types';

/**
 * More rows than the panel shows: paths that already have a redirect are left out on screen
 * (lib/top-misses.ts), and the panel should still fill up after a few of them were fixed.
 */
export const NOT_FOUND_FETCH_LIMIT = 50;

export async function getTopNotFound(): Promise<NotFoundEntry[]> {
  const { data, error } = await supabase
    .from('not_found_log')
    .select('path,hits,last_seen_at')
    .order('hits', { ascending: false })
    .order('last_seen_at', { ascending: false })
    .limit(NOT_FOUND_FETCH_LIMIT)
    .overrideTypes<NotFoundEntry[], { merge: false }>();
  if (error) throw error;
  return data;
}

// Under the redirects key: creating a redirect from the panel refreshes the panel too.
export const topNotFoundQueryOptions = () =>
  queryOptions({ queryKey: [...redirectsQueryKey, 'not-found'], queryFn: getTopNotFound });

export const useTopNotFound = () => useQuery(topNotFoundQueryOptions());
