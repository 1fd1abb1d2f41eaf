// Delete a module; the database cascades to its slides and quiz questions (SPEC §2 confirmation).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export async function deleteModule(id: string): Promise<void> {
  const { error } = await supabase.from('education_modules').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.modules }),
  });
}
