// The signed-in user's autosave of a post (public.post_autosaves; RLS: only one's own), or of the new post
// they have not created yet (post_id null). The editor offers it back when it differs from the stored post.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface PostAutosave {
  post_id: string | null;
  /** The post's version the editing started from (null for a new post). */
  base_version: number | null;
  /** The editor's values (PostInput) as JSON; read them with lib/post-input's readFields. */
  fields: unknown;
  saved_at: string;
}

export async function getAutosave(postId: string | null): Promise<PostAutosave | null> {
  const query = supabase.from('post_autosaves').select('post_id,base_version,fields,saved_at');
  const { data, error } = await (postId ? query.eq('post_id', postId) : query.is('post_id', null))
    .maybeSingle()
    .overrideTypes<PostAutosave, { merge: false }>();
  if (error) throw error;
  return data;
}

export const autosaveQueryOptions = (userId: string, postId: string | null) =>
  queryOptions({
    queryKey: ['post-autosave', userId, postId ?? 'new'],
    queryFn: () => getAutosave(postId),
    // Read once when the editor opens; what the editor writes afterwards is its own. Never read again while it
    // is open: coming back online (or to the tab) would otherwise fetch the editor's own newest autosave and offer
    // it back as "unsaved changes" in the middle of editing, holding autosave until answered.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    gcTime: 0,
    retry: false,
  });

export function useAutosaveOnServer(userId: string, postId: string | null, enabled: boolean) {
  return useQuery({ ...autosaveQueryOptions(userId, postId), enabled });
}
