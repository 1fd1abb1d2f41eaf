// One post for the editor (SPEC §7: read one by id with the author profile), whatever its status.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { AUTHOR_EMBED, adminPostsQueryKey, type AdminPost } from './types';

const COLUMNS =
  'id,title,slug,excerpt,content,status,meta_title,meta_description,publish_date,created_at,updated_at,' +
  `author_id,cover_image_path,cover_image_alt,version,${AUTHOR_EMBED}`;

/** The post, or null when it does not exist or the caller may not read it (RLS hides it alike). */
export async function getAdminPost(id: string): Promise<AdminPost | null> {
  const { data, error } = await supabase
    .from('blog_posts')
    .select(COLUMNS)
    .eq('id', id)
    .maybeSingle()
    .overrideTypes<AdminPost, { merge: false }>();
  // A malformed id is the same to the user as a missing post (22P02 = invalid uuid text).
  if (hasErrorCode(error, '22P02')) return null;
  if (error) throw error;
  return data;
}

export const adminPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPostsQueryKey, 'one', id],
    queryFn: () => getAdminPost(id),
    // The editor must start from what is stored, not from a copy cached minutes ago.
    staleTime: 0,
  });

export function useAdminPost(id: string) {
  return useQuery(adminPostQueryOptions(id));
}
