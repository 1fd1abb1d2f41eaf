// Delete a course; the database cascades to its modules, slides and questions (SPEC §2 confirmation).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export async function deleteCourse(id: string): Promise<void> {
  const { error } = await supabase.from('education_categories').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.all }),
  });
}
