import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export async function deleteQuestion(id: string): Promise<void> {
  const { error } = await supabase.from('quiz_questions').delete().eq('id', id);
  if (error) throw error;
}

export function useDeleteQuestion(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.questions(moduleId) }),
  });
}
