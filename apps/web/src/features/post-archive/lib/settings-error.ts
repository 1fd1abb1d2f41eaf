// What the database said when it refused the editorial settings, in words, and which field it is about.
import type { EditorialSettingsInput } from '../api/update-editorial-settings';

export interface SettingsError {
  field: keyof EditorialSettingsInput | null;
  message: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return String(error);
}

export function settingsError(error: unknown): SettingsError {
  const message = messageOf(error);
  if (message.includes('editorial_settings_retention_range')) {
    return {
      field: 'archive_retention_years',
      message: 'The database keeps published versions for 1 to 100 years: choose a number in that range.',
    };
  }
  // The database's own words name the zone: 'Unknown time zone: Mars/Olympus'.
  if (message.startsWith('Unknown time zone')) return { field: 'time_zone', message };
  if (message.includes('editorial_settings_time_zone_known')) {
    return { field: 'time_zone', message: 'Use an IANA time zone name such as Europe/Zurich.' };
  }
  return { field: null, message };
}
