// Create or update a course (SPEC §5 Course rules, §7 education_categories insert / update by id).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { blankToNull, sortOrder } from '../lib/fields';
import { educationAdminKeys, type Course } from './types';

export const courseSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Course name is required')
    .max(100, 'Course name must be less than 100 characters'),
  description: z.string().max(500, 'Description must be less than 500 characters'),
  sort_order: sortOrder(),
});
export type CourseInput = z.input<typeof courseSchema>;

export const courseDefaults = (course?: Course): CourseInput => ({
  name: course?.name ?? '',
  description: course?.description ?? '',
  sort_order: course?.sort_order ?? 0,
});

export async function saveCourse({ id, input }: { id?: string; input: CourseInput }): Promise<Course> {
  const parsed = courseSchema.parse(input);
  const row = { ...parsed, description: blankToNull(parsed.description) };
  const query = id
    ? supabase.from('education_categories').update(row).eq('id', id)
    : supabase.from('education_categories').insert(row);
  const { data, error } = await query.select('id, name, description, sort_order').single<Course>();
  if (error) throw error; // the server's message reaches the notice as it is
  return data;
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSettled: () => queryClient.invalidateQueries({ queryKey: educationAdminKeys.all }),
  });
}
