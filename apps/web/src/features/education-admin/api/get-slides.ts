// A module's slides in order (SPEC §7 module_slides: where module_id, by sort_order ascending).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys, type Slide } from './types';

export const SLIDE_COLUMNS =
  'id, module_id, title, content, slide_type, media_url, media_alt, sort_order, footnotes';

export async function getSlides(moduleId: string): Promise<Slide[]> {
  const { data, error } = await supabase
    .from('module_slides')
    .select(SLIDE_COLUMNS)
    .eq('module_id', moduleId)
    .order('sort_order', { ascending: true })
    .order('created_at', { ascending: true })
    .overrideTypes<Slide[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const slidesQueryOptions = (moduleId: string) =>
  queryOptions({ queryKey: educationAdminKeys.slides(moduleId), queryFn: () => getSlides(moduleId) });

export const useSlides = (moduleId: string) => useQuery(slidesQueryOptions(moduleId));
