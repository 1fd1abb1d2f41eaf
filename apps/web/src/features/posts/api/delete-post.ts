// Delete a post by id (SPEC §7); the list refreshes afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminPostsQueryKey } from './types';

export async function deletePost(id: string): Promise<void> {
  const { data, error } = await supabase.from('blog_posts').delete().eq('id', id).select('id');
  if (error) throw error;
  // RLS answers a delete the caller may not make with zero rows, not an error.
  if (data.length === 0) throw new Error('This post no longer exists or you may not delete it.');
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPostsQueryKey }),
  });
}
