// The list's status switch (SPEC §4: a redirect is active or inactive, toggled from the list).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from './get-redirects';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
