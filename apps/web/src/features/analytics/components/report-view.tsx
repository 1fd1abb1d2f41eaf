import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { AnalyticsStats } from './analytics-stats';
import { ConversionsPanel, CourseFunnelPanel, NotFoundPanel, RedirectHitsPanel } from './outcome-panels';
import { CampaignsPanel, DevicesPanel, ReferrersPanel, TopPagesPanel } from './source-panels';
import { TopPostsPanel } from './top-posts-panel';
import { TrafficOverview } from './traffic-overview';

/** The report's cards and panels; while it loads, placeholders; when it fails, why, and a way to try again. */
export function ReportView({ report }: { report: UseQueryResult<AnalyticsReport> }) {
  const { data } = report;
  if (!data) {
    if (report.isError) {
      return (
        <Card role="alert">
          <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-6">
            <p className="text-sm">
              The analytics report could not be loaded. Check your connection and try again.
            </p>
            <Button type="button" variant="outline" onClick={() => void report.refetch()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      );
    }
    return (
      <div aria-busy="true" aria-label="Loading the analytics report" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-80" />
      </div>
    );
  }
  return (
    // While another period loads, the last one stays, marked busy.
    <div className="space-y-6" aria-busy={report.isPlaceholderData}>
      {!data.collecting && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          Collection is off: no new page views are counted until an administrator turns it back on.
        </p>
      )}
      <AnalyticsStats report={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TrafficOverview report={data} />
        <TopPostsPanel posts={data.topPosts} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <TopPagesPanel pages={data.topPages} />
        <ReferrersPanel referrers={data.referrers} />
        <CampaignsPanel campaigns={data.campaigns} />
        <DevicesPanel devices={data.devices} />
        <ConversionsPanel conversions={data.conversions} />
        <CourseFunnelPanel courses={data.courses} />
        <NotFoundPanel notFound={data.notFound} />
        <RedirectHitsPanel redirects={data.redirects} />
      </div>
    </div>
  );
}
