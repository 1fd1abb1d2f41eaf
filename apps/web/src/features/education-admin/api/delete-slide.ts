import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export async function deleteSlide(id: string): Promise<void> {
  const { error } = await supabase.from('module_slides').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteSlide(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.slides(moduleId) }),
  });
}
