// Who saved a post last, and when: its newest revision (public.post_revisions, written by the database on
// every change). The conflict dialog names them; a reader who may not see the history gets null.
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

/** `created_by_name` null = the site itself (the scheduler), or a profile without a name. */
export type LatestRevision = Pick<
  Tables<'post_revisions'>,
  'created_by_name' | 'created_at' | 'post_version'
>;

export async function getLatestRevision(postId: string): Promise<LatestRevision | null> {
  const { data, error } = await supabase
    .from('post_revisions')
    .select('created_by_name,created_at,post_version')
    .eq('post_id', postId)
    .order('revision_number', { ascending: false })
    .limit(1)
    .maybeSingle()
    .overrideTypes<LatestRevision, { merge: false }>();
  if (error) throw error;
  return data;
}
