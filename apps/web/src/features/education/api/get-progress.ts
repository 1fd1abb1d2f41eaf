import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/use-auth';
import { supabase } from '@/lib/supabase';
import type { ProgressRow } from '../lib/progress';

/** The signed-in learner's progress rows (SPEC §7: user_progress filtered by user_id), keyed by module. */
export async function getProgress(userId: string): Promise<Map<string, ProgressRow>> {
  // Filtered by user_id although RLS already limits learners to their own rows: staff may read everyone's.
  const { data, error } = await supabase
    .from('user_progress')
    .select('module_id, status, progress_percentage, last_slide_index')
    .eq('user_id', userId)
    .overrideTypes<ProgressRow[], { merge: false }>();
  if (error) throw error;
  return new Map(data.map((row) => [row.module_id, row]));
}

export const progressQueryKey = (userId: string) => ['education', 'progress', userId] as const;

export const progressQueryOptions = (userId: string) =>
  queryOptions({ queryKey: progressQueryKey(userId), queryFn: () => getProgress(userId) });

/** The learner's rows; the screens sit behind RequireAuth, so a user is present when this runs. */
export function useProgress() {
  const { user } = useAuth();
  return useQuery({ ...progressQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
}
