// The collection setting (analytics_settings, one row): staff read it, admins change it (DESIGN.md §3).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database-types';
import { supabase } from '@/lib/supabase';

export type AnalyticsSettings = Pick<Tables<'analytics_settings'>, 'collect' | 'retention_days'>;

export const analyticsSettingsKey = ['analytics-settings'] as const;

export async function getAnalyticsSettings(): Promise<AnalyticsSettings> {
  const { data, error } = await supabase
    .from('analytics_settings')
    .select('collect,retention_days')
    .single()
    .overrideTypes<AnalyticsSettings, { merge: false }>();
  if (error) throw error;
  return data;
}

export const analyticsSettingsQueryOptions = () =>
  queryOptions({ queryKey: analyticsSettingsKey, queryFn: getAnalyticsSettings });

export const useAnalyticsSettings = () => useQuery(analyticsSettingsQueryOptions());
