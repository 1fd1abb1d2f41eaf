import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

/** Learners only ever receive published modules; staff also drafts (lib/lifecycle.ts). */
export type CourseModule = Pick<
  Tables<'education_modules'>,
  'id' | 'title' | 'description' | 'duration_minutes' | 'points' | 'sort_order' | 'status'
>;

/**
 * Learners only ever receive published, unarchived courses; staff everything (lib/lifecycle.ts). The cover is
 * a path in the `media` bucket, or null; the database requires alt text with it.
 */
export type CourseSummary = Pick<
  Tables<'education_categories'>,
  | 'id'
  | 'name'
  | 'description'
  | 'sort_order'
  | 'cover_image_path'
  | 'cover_image_alt'
  | 'status'
  | 'archived_at'
> & { education_modules: CourseModule[] };

const MODULE_COLUMNS = 'id, title, description, duration_minutes, points, sort_order, status';

/**
 * Courses (education_categories by sort_order) with their modules by sort_order, as SPEC §7 reads them.
 * The catalogue, the course page and the player's "next module" all read this one list (one query key).
 */
export async function getCourses(): Promise<CourseSummary[]> {
  const { data, error } = await supabase
    .from('education_categories')
    .select(
      `id, name, description, sort_order, cover_image_path, cover_image_alt, status, archived_at, education_modules(${MODULE_COLUMNS})`,
    )
    .order('sort_order', { ascending: true })
    .order('sort_order', { ascending: true, referencedTable: 'education_modules' });
  if (error) throw error;
  return data as CourseSummary[];
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['education', 'courses'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
