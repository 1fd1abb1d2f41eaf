import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';
import { isUuid } from '../lib/progress';

/**
 * `media_url` is an http(s) address, or a media library file by its relative public URL; `media_alt` the
 * image's alt text (slides made before the media library have none: the title stands in).
 */
export type Slide = Pick<
  Tables<'module_slides'>,
  'id' | 'title' | 'content' | 'slide_type' | 'media_url' | 'media_alt' | 'footnotes' | 'sort_order'
>;

/** A draft reaches staff only (their preview); learners never receive one. */
export type LearnerModule = Pick<
  Tables<'education_modules'>,
  'id' | 'category_id' | 'title' | 'description' | 'points' | 'duration_minutes' | 'pass_threshold' | 'status'
> & { module_slides: Slide[] };

/** One module with its slides by sort_order (SPEC §7 module_slides); null when there is no such module. */
export async function getModule(moduleId: string): Promise<LearnerModule | null> {
  if (!isUuid(moduleId)) return null;
  const { data, error } = await supabase
    .from('education_modules')
    .select(
      'id, category_id, title, description, points, duration_minutes, pass_threshold, status, ' +
        'module_slides(id, title, content, slide_type, media_url, media_alt, footnotes, sort_order)',
    )
    .eq('id', moduleId)
    .order('sort_order', { ascending: true, referencedTable: 'module_slides' })
    .maybeSingle()
    .overrideTypes<LearnerModule | null, { merge: false }>();
  if (error) throw error;
  return data;
}

export const moduleQueryOptions = (moduleId: string) =>
  queryOptions({ queryKey: ['education', 'module', moduleId], queryFn: () => getModule(moduleId) });

export const useModule = (moduleId: string) => useQuery(moduleQueryOptions(moduleId));
