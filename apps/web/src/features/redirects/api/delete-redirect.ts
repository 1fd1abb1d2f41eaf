import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from './get-redirects';

/** Asks for the deleted row back: a delete that RLS (or a concurrent delete) skipped is a failure. */
export async function deleteRedirect(id: string): Promise<void> {
  const { data, error } = await supabase.from('redirects').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('This redirect no longer exists');
}

export function useDeleteRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRedirect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
