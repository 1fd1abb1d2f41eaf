// What the database said when it refused the editorial settings, in words, and which field it is about.
import { readApiError } from '@/lib/api-error';
import type { EditorialSettingsInput } from '../api/update-editorial-settings';

export interface SettingsError {
  field: keyof EditorialSettingsInput | null;
  message: string;
}

export function settingsError(error: unknown): SettingsError {
  const { code, constraint, message } = readApiError(error);
  if (constraint === 'editorial_settings_retention_range') {
    return {
      field: 'archive_retention_years',
      message: 'The database keeps published versions for 1 to 100 years: choose a number in that range.',
    };
  }
  // PT400 (editorial_settings_check_time_zone): the database's own words name the zone,
  // 'Unknown time zone: Mars/Olympus'.
  if (code === 'PT400') return { field: 'time_zone', message };
  if (constraint === 'editorial_settings_time_zone_known') {
    return { field: 'time_zone', message: 'Use an IANA time zone name such as Europe/Zurich.' };
  }
  return { field: null, message };
}
