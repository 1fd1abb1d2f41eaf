// An admin changes the editorial settings (RLS: admins only; the database also refuses a retention outside
// 1–100 years and a time zone it does not know, with 'Unknown time zone: …').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import {
  EDITORIAL_SETTINGS_COLUMNS,
  editorialSettingsPrefix,
  editorialSettingsQueryKey,
  type EditorialSettings,
} from './get-editorial-settings';
import { postArchiveQueryKey } from './types';

export const RETENTION_MIN_YEARS = 1;
export const RETENTION_MAX_YEARS = 100;

export const editorialSettingsSchema = z.object({
  // The form hands a number, or NaN while the box is empty.
  archive_retention_years: z
    .number({ error: 'Enter how many years to keep published versions' })
    .superRefine((n, ctx) => {
      if (n < RETENTION_MIN_YEARS)
        ctx.addIssue({ code: 'custom', message: 'Keep published versions for at least 1 year' });
      else if (n > RETENTION_MAX_YEARS)
        ctx.addIssue({ code: 'custom', message: 'Keep published versions for at most 100 years' });
      else if (!Number.isInteger(n)) ctx.addIssue({ code: 'custom', message: 'Use a whole number of years' });
    }),
  time_zone: z
    .string()
    .trim()
    .min(1, 'Choose a time zone')
    .max(64, 'A time zone name has at most 64 characters'),
});
export type EditorialSettingsInput = z.infer<typeof editorialSettingsSchema>;

export async function updateEditorialSettings(input: EditorialSettingsInput): Promise<EditorialSettings> {
  const values = editorialSettingsSchema.parse(input);
  const { data, error } = await supabase
    .from('editorial_settings')
    .update(values)
    .eq('id', true)
    .select(EDITORIAL_SETTINGS_COLUMNS)
    .overrideTypes<EditorialSettings[], { merge: false }>();
  if (error) throw error;
  // RLS turns a change the caller may not make into zero rows, not an error: say so.
  const saved = data[0];
  if (!saved) throw new Error('Only admins can change these settings.');
  return saved;
}

export function useUpdateEditorialSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEditorialSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(editorialSettingsQueryKey, saved);
      // Also the post editor's read of the time zone (scheduling speaks it).
      await queryClient.invalidateQueries({ queryKey: editorialSettingsPrefix });
      // The archive reads its days and times in the site's zone.
      await queryClient.invalidateQueries({ queryKey: postArchiveQueryKey });
    },
  });
}
