// The settings admins keep (public.editorial_settings, one row): the site's time zone, which scheduling and
// the archive's dates use, and how long a deleted post's published versions are kept. Staff may read them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

/** `time_zone` is an IANA name, e.g. 'UTC' or 'Europe/Zurich'; `archive_retention_years` whole years, 1–100. */
export type EditorialSettings = Pick<
  Tables<'editorial_settings'>,
  'time_zone' | 'archive_retention_years' | 'updated_at'
>;

export const EDITORIAL_SETTINGS_COLUMNS = 'time_zone,archive_retention_years,updated_at';

/** Every read of these settings sits under this prefix (the post editor reads the time zone under it too). */
export const editorialSettingsPrefix = ['editorial-settings'] as const;
// Its own key below the prefix: the editor's read caches a smaller row (only the time zone) at the prefix.
export const editorialSettingsQueryKey = [...editorialSettingsPrefix, 'archive'] as const;

export async function getEditorialSettings(): Promise<EditorialSettings> {
  const { data, error } = await supabase
    .from('editorial_settings')
    .select(EDITORIAL_SETTINGS_COLUMNS)
    .eq('id', true)
    .single()
    .overrideTypes<EditorialSettings, { merge: false }>();
  if (error) throw error;
  return data;
}

export const editorialSettingsQueryOptions = () =>
  queryOptions({ queryKey: editorialSettingsQueryKey, queryFn: getEditorialSettings });

export const useEditorialSettings = () => useQuery(editorialSettingsQueryOptions());
