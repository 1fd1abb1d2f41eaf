import { Activity, Eye, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { useAnalyticsReport } from '../api/get-analytics-report';
import { changeNote } from '../lib/change';
import { formatCount } from '../lib/format-count';

const AGAINST = 'last month';

/**
 * The dashboard's three cards for staff (SPEC's titles): the last 30 days' visitors and page views against the
 * 30 days before, and whether collection is on ('Active' / 'Live', or 'Off').
 */
export function DashboardFigures() {
  const { data, isError } = useAnalyticsReport('30d');
  const figure = (n: number | undefined) => (isError ? '—' : n === undefined ? '…' : formatCount(n));
  const note = (now: number | undefined, before: number | undefined) =>
    now === undefined || before === undefined ? undefined : changeNote(now, before, AGAINST);
  const collecting = data?.collecting;
  return (
    <div className="grid gap-4 md:grid-cols-3" aria-busy={!data && !isError}>
      <StatCard
        title="Site Visitors"
        value={figure(data?.current.visitors)}
        icon={Users}
        note={
          isError ? 'The figures could not be loaded' : note(data?.current.visitors, data?.previous.visitors)
        }
      />
      <StatCard
        title="Page Views"
        value={figure(data?.current.pageViews)}
        icon={Eye}
        note={note(data?.current.pageViews, data?.previous.pageViews)}
      />
      <StatCard
        title="Analytics"
        value={collecting === undefined ? figure(undefined) : collecting ? 'Active' : 'Off'}
        icon={Activity}
        note={
          collecting === undefined
            ? undefined
            : collecting
              ? 'Counting page views, without cookies'
              : 'No page views are being counted'
        }
      >
        {collecting && <p className="text-xs text-green-800">Live</p>}
      </StatCard>
    </div>
  );
}
