// How many certificates were issued for a course (staff read every certificate): a course with any cannot be
// deleted, only archived (20261129000300_course_lifecycle.sql).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys } from './types';

export async function getCertificateCount(courseId: string): Promise<number> {
  const { count, error } = await supabase
    .from('certificates')
    .select('id', { count: 'exact', head: true })
    .eq('category_id', courseId);
  if (error) throw error;
  return count ?? 0;
}

export const certificateCountQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: educationAdminKeys.certificateCount(courseId),
    queryFn: () => getCertificateCount(courseId),
    // Asked each time the delete dialog opens: a learner may have finished the course meanwhile.
    staleTime: 0,
  });

/** Only while `enabled` (the delete dialog is open). */
export const useCertificateCount = (courseId: string, enabled: boolean) =>
  useQuery({ ...certificateCountQueryOptions(courseId), enabled });
