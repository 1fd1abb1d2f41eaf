// Delete a course; the database cascades to its modules, slides and questions (SPEC §2 confirmation). A course
// with issued certificates is refused by the database (PT409, education_categories_keep_certificates in
// 20261208000100_refusal_errcodes.sql): archive it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export const HAS_CERTIFICATES_MESSAGE =
  'This course has issued certificates, so it cannot be deleted. Archive it instead: learners no longer see it and its certificates stay valid.';

/** The database's refusal in words a person can act on; any other error as it came. */
export function deleteCourseError(error: { code?: string; message: string }): Error {
  // PT409 is the one refusal a course delete can meet (a foreign key's 23503 would name its constraint).
  if (hasErrorCode(error, 'PT409')) return new Error(HAS_CERTIFICATES_MESSAGE);
  return error instanceof Error ? error : new Error(error.message);
}

export async function deleteCourse(id: string): Promise<void> {
  const { error } = await supabase.from('education_categories').delete().eq('id', id);
  if (error) throw deleteCourseError(error);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.all }),
  });
}
