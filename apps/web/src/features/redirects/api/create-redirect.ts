import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { redirectsQueryKey } from './get-redirects';
import { redirectSchema, type RedirectInput } from './redirect-schema';

export async function createRedirect(input: RedirectInput): Promise<void> {
  const { error } = await supabase.from('redirects').insert(redirectSchema.parse(input));
  // Thrown as it is: the server's message (a loop, a duplicate source) is what the notice shows.
  if (error) throw error;
}

export function useCreateRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRedirect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
