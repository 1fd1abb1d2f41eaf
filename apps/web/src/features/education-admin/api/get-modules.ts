// Modules for staff, with their course's name, ordered by sort_order (SPEC §7 education_modules).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { educationAdminKeys, type Module } from './types';

export const MODULE_COLUMNS =
  'id, category_id, title, description, content_type, content_text, content_url, duration_minutes, points, is_required, sort_order, pass_threshold, status, education_categories(name)';

export async function getModules(): Promise<Module[]> {
  const { data, error } = await supabase
    .from('education_modules')
    .select(MODULE_COLUMNS)
    .order('sort_order', { ascending: true })
    .order('created_at', { ascending: true })
    .overrideTypes<Module[], { merge: false }>();
  if (error) throw error;
  return data;
}

export const modulesQueryOptions = () =>
  queryOptions({ queryKey: educationAdminKeys.modules, queryFn: getModules });

export const useModules = () => useQuery(modulesQueryOptions());
