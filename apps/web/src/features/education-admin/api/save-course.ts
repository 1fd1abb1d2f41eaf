// Create or update a course (SPEC §5 Course rules, §7 education_categories insert / update by id), with its
// cover image from the media library (the path in the `media` bucket and its alt text).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from '@/lib/zod';
import { supabase } from '@/lib/supabase';
import { ALT_MAX, altTooLong, blankToNull, isMediaPath, sortOrder } from '../lib/fields';
import { COURSE_COLUMNS } from './get-courses';
import { educationAdminKeys, type Course } from './types';

export const COVER_ALT_REQUIRED = 'Cover image alt text is required';

export const courseSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Course name is required')
      .max(100, 'Course name must be less than 100 characters'),
    description: z.string().max(500, 'Description must be less than 500 characters'),
    sort_order: sortOrder(),
    /** The cover's path in the media bucket; '' for no cover. Only the picker sets it. */
    cover_image_path: z
      .string()
      .refine((p) => p === '' || isMediaPath(p), 'Choose the cover image from the media library'),
    cover_image_alt: z.string().trim().max(ALT_MAX, altTooLong('Cover image alt text')),
  })
  // The database refuses a cover without alt text (education_categories_cover_image_alt_required); the
  // form says so in words first. `when` lets this run while another field is still wrong, so every
  // message shows at once.
  .refine((c) => c.cover_image_path === '' || c.cover_image_alt !== '', {
    message: COVER_ALT_REQUIRED,
    path: ['cover_image_alt'],
    when: (payload) => {
      const v = payload.value as { cover_image_path?: unknown; cover_image_alt?: unknown };
      return typeof v.cover_image_path === 'string' && typeof v.cover_image_alt === 'string';
    },
  });
export type CourseInput = z.input<typeof courseSchema>;

export const courseDefaults = (course?: Course): CourseInput => ({
  name: course?.name ?? '',
  description: course?.description ?? '',
  sort_order: course?.sort_order ?? 0,
  cover_image_path: course?.cover_image_path ?? '',
  cover_image_alt: course?.cover_image_alt ?? '',
});

/** The row as stored: no cover means no alt text either. */
export function courseRow(input: CourseInput) {
  const parsed = courseSchema.parse(input);
  const cover = blankToNull(parsed.cover_image_path);
  return {
    name: parsed.name,
    description: blankToNull(parsed.description),
    sort_order: parsed.sort_order,
    cover_image_path: cover,
    cover_image_alt: cover ? parsed.cover_image_alt : null,
  };
}

export async function saveCourse({ id, input }: { id?: string; input: CourseInput }): Promise<Course> {
  const row = courseRow(input);
  const query = id
    ? supabase.from('education_categories').update(row).eq('id', id)
    : supabase.from('education_categories').insert(row);
  const { data, error } = await query.select(COURSE_COLUMNS).single<Course>();
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
