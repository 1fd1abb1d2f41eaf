// Publish or unpublish a course or a module (issue 25): a draft is seen by staff only; learners see a module
// once it and its course are published (20261129000300_course_lifecycle.sql).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export const publishStatusSchema = z.object({
  table: z.enum(['education_categories', 'education_modules']),
  id: z.string().min(1),
  status: z.enum(['draft', 'published']),
});
export type PublishStatusInput = z.input<typeof publishStatusSchema>;

export async function setPublishStatus(input: PublishStatusInput): Promise<void> {
  const { table, id, status } = publishStatusSchema.parse(input);
  const { data, error } = await supabase.from(table).update({ status }).eq('id', id).select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('It was removed meanwhile; nothing was changed.');
}

export function useSetPublishStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPublishStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.all }),
  });
}
