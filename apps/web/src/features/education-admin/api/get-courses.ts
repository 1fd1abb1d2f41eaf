// Courses for staff: education_categories ordered by sort_order (SPEC §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys, type Course } from './types';

export const COURSE_COLUMNS =
  'id, name, description, sort_order, cover_image_path, cover_image_alt, status, archived_at';

export async function getCourses(): Promise<Course[]> {
  const { data, error } = await supabase
    .from('education_categories')
    .select(COURSE_COLUMNS)
    .order('sort_order', { ascending: true })
    // Equal sort orders (new courses default to 0) still list in a stable order.
    .order('created_at', { ascending: true })
    .overrideTypes<Course[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: educationAdminKeys.courses, queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
