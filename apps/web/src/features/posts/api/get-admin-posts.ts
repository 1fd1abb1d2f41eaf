// The staff posts list (SPEC §2 /admin/posts, §7): every status, newest first, with the author.
// Contributors see only their own posts (DESIGN.md §3); RLS would also show them everyone's published
// posts, which they can neither edit nor delete, so the list asks for theirs alone.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { AUTHOR_EMBED, adminPostsQueryKey, type AdminPostSummary } from './types';

const LIST_COLUMNS = `id,title,slug,excerpt,status,publish_date,created_at,author_id,${AUTHOR_EMBED}`;

/** `authorId` narrows the list to one author's posts (a contributor's own); null = every post. */
export async function getAdminPosts(authorId: string | null): Promise<AdminPostSummary[]> {
  let query = supabase.from('blog_posts').select(LIST_COLUMNS);
  if (authorId) query = query.eq('author_id', authorId);
  const { data, error } = await query
    .order('created_at', { ascending: false })
    .overrideTypes<AdminPostSummary[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const adminPostsQueryOptions = (authorId: string | null) =>
  queryOptions({
    queryKey: [...adminPostsQueryKey, 'list', authorId ?? 'all'],
    queryFn: () => getAdminPosts(authorId),
  });

export function useAdminPosts(authorId: string | null, enabled = true) {
  return useQuery({ ...adminPostsQueryOptions(authorId), enabled });
}
