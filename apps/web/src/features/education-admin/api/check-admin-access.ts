// The server-side admin-access check of SPEC §6/§7: remote function has_admin_access(user_uuid).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

/** SPEC §9: the answer is cached for 300000 ms. */
export const ADMIN_ACCESS_CACHE_MS = 300_000;

/** True only when the server says so; a failed check counts as no access and is logged (SPEC §8). */
export async function checkAdminAccess(userId: string): Promise<boolean> {
  const { data, error } = await supabase.rpc('has_admin_access', { user_uuid: userId });
  if (error) {
    console.error('Admin access check failed', error);
    return false;
  }
  return data === true;
}

export const adminAccessQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: educationAdminKeys.access(userId),
    queryFn: () => checkAdminAccess(userId),
    staleTime: ADMIN_ACCESS_CACHE_MS,
    gcTime: ADMIN_ACCESS_CACHE_MS,
  });

export function useAdminAccess(userId: string | undefined) {
  return useQuery({ ...adminAccessQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
