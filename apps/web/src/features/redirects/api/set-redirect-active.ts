// The list's status switch (SPEC §4: a redirect is active or inactive, toggled from the list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey, redirectsQueryOptions } from './get-redirects';

export async function setRedirectActive({ id, isActive }: { id: string; isActive: boolean }): Promise<void> {
  const { data, error } = await supabase
    .from('redirects')
    .update({ is_active: isActive })
    .eq('id', id)
    .select('id');
  // Turning a redirect back on can close a loop: the database's trigger refuses it with its own message.
  if (error) throw error;
  if (data.length === 0) throw new Error('This redirect no longer exists');
}

export function useSetRedirectActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRedirectActive,
    onSuccess: (_data, { id, isActive }) => {
      // The stored state at once, before the refetch: an Edit opened right after the switch shows it too.
      queryClient.setQueryData(redirectsQueryOptions().queryKey, (rows) =>
        rows?.map((r) => (r.id === id ? { ...r, is_active: isActive } : r)),
      );
      return queryClient.invalidateQueries({ queryKey: redirectsQueryKey });
    },
  });
}
