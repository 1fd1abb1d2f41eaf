import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface CourseSummary {
  id: string;
  name: string;
  description: string | null;
  sort_order: number;
  education_modules: { id: string; title: string; points: number; sort_order: number }[];
}

/** Courses (education_categories by sort_order) with their modules, as SPEC §7 reads them. */
export async function getCourses(): Promise<CourseSummary[]> {
  const { data, error } = await supabase
    .from('education_categories')
    .select('id, name, description, sort_order, education_modules(id, title, points, sort_order)')
    .order('sort_order', { ascending: true })
    .order('sort_order', { ascending: true, referencedTable: 'education_modules' });
  if (error) throw error;
  return data as CourseSummary[];
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['education', 'courses'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
