// Archive or restore a course (issue 25): an archived course is hidden from learners while its certificates
// and their public verification pages keep working. A plain update of archived_at through the staff update
// policy; the database writes its own clock (20261129000300_course_lifecycle.sql).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export const archiveCourseSchema = z.object({ id: z.string().min(1), archived: z.boolean() });
export type ArchiveCourseInput = z.input<typeof archiveCourseSchema>;

export async function archiveCourse(input: ArchiveCourseInput): Promise<void> {
  const { id, archived } = archiveCourseSchema.parse(input);
  const { data, error } = await supabase
    .from('education_categories')
    .update({ archived_at: archived ? new Date().toISOString() : null })
    .eq('id', id)
    .select('id');
  if (error) throw error;
  if (!data || data.length === 0) throw new Error('The course was removed meanwhile; nothing was changed.');
}

export function useArchiveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.all }),
  });
}
