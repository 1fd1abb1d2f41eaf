import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export interface CourseModule {
  id: string;
  title: string;
  description: string | null;
  duration_minutes: number;
  points: number;
  sort_order: number;
  /** Learners only ever receive published modules; staff also drafts (lib/lifecycle.ts). */
  status: 'draft' | 'published';
}

export interface CourseSummary {
  id: string;
  name: string;
  description: string | null;
  sort_order: number;
  /** The cover's path in the `media` bucket, or null; the database requires alt text with it. */
  cover_image_path: string | null;
  cover_image_alt: string | null;
  /** Learners only ever receive published, unarchived courses; staff everything (lib/lifecycle.ts). */
  status: 'draft' | 'published';
  archived_at: string | null;
  education_modules: CourseModule[];
}

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
