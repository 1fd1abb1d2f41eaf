// Admins turn collection on or off and set how long raw events are kept (analytics_settings; RLS: admins).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analyticsReportQueryKey } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { analyticsSettingsKey, type AnalyticsSettings } from './get-analytics-settings';

export const RETENTION_MESSAGE = 'Keep raw events for a whole number of days from 1 to 3650';

export const analyticsSettingsSchema = z.object({
  collect: z.boolean(),
  // The form hands a number, or NaN while the box is empty; the database holds the same range.
  retention_days: z
    .number({ error: RETENTION_MESSAGE })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 3650, RETENTION_MESSAGE),
});
export type AnalyticsSettingsInput = z.infer<typeof analyticsSettingsSchema>;

export async function updateAnalyticsSettings(input: AnalyticsSettingsInput): Promise<AnalyticsSettings> {
  const values = analyticsSettingsSchema.parse(input);
  const { data, error } = await supabase
    .from('analytics_settings')
    .update(values)
    .eq('id', true)
    .select('collect,retention_days')
    .overrideTypes<AnalyticsSettings[], { merge: false }>();
  if (error) throw error;
  // RLS turns a change the caller may not make into zero rows, not an error: say so.
  const saved = data[0];
  if (!saved) throw new Error('Only admins can change the analytics settings.');
  return saved;
}

export function useUpdateAnalyticsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAnalyticsSettings,
    onSuccess: async (saved) => {
      queryClient.setQueryData(analyticsSettingsKey, saved);
      // The report says whether collection is on (the dashboard's 'Off').
      await queryClient.invalidateQueries({ queryKey: analyticsReportQueryKey });
    },
  });
}
