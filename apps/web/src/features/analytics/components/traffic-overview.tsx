import { lazy, Suspense } from 'react';
import { Panel } from '@/components/panel';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { formatCount } from '../lib/format-count';
import { seriesLabels } from '../lib/series-labels';
import { FigureTable } from './figure-table';
import type { TrafficPoint } from './traffic-chart';

// recharts is the largest part of this screen: the figures and the table show while it loads.
const TrafficChart = lazy(() => import('./traffic-chart'));

/** Views and visitors per day (per month for 12 months): a chart, and every value in a table under it. */
export function TrafficOverview({ report }: { report: AnalyticsReport }) {
  // SPEC's empty state stays for a period without a counted view.
  if (report.current.views === 0) return <Panel title="Traffic Overview" empty="No traffic data available" />;
  const monthly = report.period === '12m';
  const points: TrafficPoint[] = report.series.map((s) => {
    const labels = seriesLabels(s.date, monthly);
    return { label: labels.full, tick: labels.short, views: s.views, visitors: s.visitors };
  });
  return (
    <Panel title="Traffic Overview">
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <TrafficChart points={points} />
      </Suspense>
      <details className="mt-4 group">
        <summary className="cursor-pointer rounded-sm text-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Show as table
        </summary>
        <div className="mt-2">
          <FigureTable
            label="Traffic Overview"
            rows={points}
            rowKey={(p, i) => `${i}:${p.label}`}
            columns={[
              { header: monthly ? 'Month' : 'Date', cell: (p) => p.label },
              { header: 'Views', cell: (p) => formatCount(p.views), numeric: true },
              { header: 'Visitors', cell: (p) => formatCount(p.visitors), numeric: true },
            ]}
          />
        </div>
      </details>
    </Panel>
  );
}
