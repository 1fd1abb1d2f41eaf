import { describe, expect, it } from 'vitest';
import { settingsError } from './settings-error';

describe('settingsError', () => {
  it("puts the database's retention refusal on the retention field, in words", () => {
    const err = {
      code: '23514',
      message:
        'new row for relation "editorial_settings" violates check constraint "editorial_settings_retention_range"',
    };
    expect(settingsError(err)).toEqual({
      field: 'archive_retention_years',
      message: 'The database keeps published versions for 1 to 100 years: choose a number in that range.',
    });
  });

  it("shows an unknown time zone with the database's own message", () => {
    expect(settingsError({ code: 'PT400', message: 'Unknown time zone: Mars/Olympus' })).toEqual({
      field: 'time_zone',
      message: 'Unknown time zone: Mars/Olympus',
    });
    expect(
      settingsError({ message: 'violates check constraint "editorial_settings_time_zone_known"' }).field,
    ).toBe('time_zone');
    // By the code, not the sentence: the same words under another code are shown as they are, on no field.
    expect(settingsError({ code: '22023', message: 'Unknown time zone: Mars/Olympus' }).field).toBeNull();
  });

  it('passes any other failure through as it was worded', () => {
    expect(settingsError(new Error('Only admins can change these settings.'))).toEqual({
      field: null,
      message: 'Only admins can change these settings.',
    });
    expect(settingsError('Failed to fetch')).toEqual({ field: null, message: 'Failed to fetch' });
  });
});
