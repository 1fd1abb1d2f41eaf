// The site's editorial settings (public.editorial_settings, one row; admins change them elsewhere): the time
// zone scheduling speaks. Staff may read the row; for anyone else RLS hides it and the default applies.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { isKnownTimeZone } from '@/lib/zoned-time';

/** editorial_settings.time_zone's default. */
export const DEFAULT_TIME_ZONE = 'UTC';

export interface EditorialSettings {
  /** IANA name, e.g. "Europe/Zurich". */
  time_zone: string;
}

export async function getEditorialSettings(): Promise<EditorialSettings> {
  const { data, error } = await supabase
    .from('editorial_settings')
    .select('time_zone')
    .maybeSingle()
    .overrideTypes<EditorialSettings, { merge: false }>();
  if (error) throw error;
  const timeZone = data?.time_zone ?? DEFAULT_TIME_ZONE;
  // The database checks the name against PostgreSQL's list; a browser whose list lacks it cannot convert.
  if (!isKnownTimeZone(timeZone)) {
    throw new Error(`This browser does not know the site's time zone (${timeZone}).`);
  }
  return { time_zone: timeZone };
}

export const editorialSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['editorial-settings'],
    queryFn: getEditorialSettings,
    // An admin may have changed the zone a minute ago: a schedule must use the current one.
    staleTime: 0,
  });

export function useEditorialSettings() {
  return useQuery(editorialSettingsQueryOptions());
}
