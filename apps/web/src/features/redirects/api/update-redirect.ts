import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from './get-redirects';
import { redirectSchema, type RedirectInput } from './redirect-schema';

/**
 * Row-level security turns a refused update into "0 rows" rather than an error; asking for the changed
 * row back makes that visible, so the screen never reports a save that did not happen.
 */
export async function updateRedirect({ id, input }: { id: string; input: RedirectInput }): Promise<void> {
  const { data, error } = await supabase
    .from('redirects')
    .update(redirectSchema.parse(input))
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('This redirect no longer exists');
}

export function useUpdateRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRedirect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
