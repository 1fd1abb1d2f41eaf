// The analytics report: rpc('analytics_report', { period }) (staff only; docs/decisions/0021 defines every
// figure). Its answer is checked against the shape below, so a server change shows up as an error on the screen
// instead of as wrong numbers.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsReportQueryKey } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { z } from '@/lib/zod';
import { PERIODS, type Period } from '../lib/period';

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const totals = z.object({
  views: count,
  pageViews: count,
  visitors: count,
  visits: count,
  engagedVisits: count,
  requests: count,
});

export const analyticsReportSchema = z.object({
  period: z.enum(PERIODS),
  from: day,
  to: day,
  previousFrom: day,
  previousTo: day,
  collecting: z.boolean(),
  current: totals,
  previous: totals,
  series: z.array(z.object({ date: day, views: count, pageViews: count, visitors: count })),
  topPosts: z.array(
    z.object({ path: z.string(), title: z.string().nullable(), views: count, visitors: count }),
  ),
  topPages: z.array(z.object({ path: z.string(), views: count, visitors: count })),
  referrers: z.array(z.object({ host: z.string().nullable(), views: count, visitors: count })),
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string().nullable(),
      campaign: z.string().nullable(),
      views: count,
      visitors: count,
    }),
  ),
  devices: z.array(z.object({ device: z.string(), visitors: count })),
  conversions: z.array(z.object({ landingPath: z.string(), requests: count })),
  courses: z.array(
    z.object({ id: z.string(), title: z.string(), pageVisitors: count, starts: count, completions: count }),
  ),
  notFound: z.object({ hits: count, top: z.array(z.object({ path: z.string(), hits: count })) }),
  redirects: z.object({ hits: count, top: z.array(z.object({ source: z.string(), hits: count })) }),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type ReportTotals = AnalyticsReport['current'];

export async function getAnalyticsReport(period: Period): Promise<AnalyticsReport> {
  const { data, error } = await supabase.rpc('analytics_report', { period });
  if (error) throw error;
  return analyticsReportSchema.parse(data);
}

export const analyticsReportQueryOptions = (period: Period) =>
  queryOptions({
    queryKey: [...analyticsReportQueryKey, period],
    queryFn: () => getAnalyticsReport(period),
  });

/** The period's report; while another period loads, the last one stays on screen (marked as loading). */
export const useAnalyticsReport = (period: Period) =>
  useQuery({ ...analyticsReportQueryOptions(period), placeholderData: keepPreviousData });
