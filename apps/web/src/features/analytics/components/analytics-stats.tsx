import { BarChart3, Eye, TrendingUp, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { changeNote } from '../lib/change';
import { engagementNote, engagementRate } from '../lib/engagement';
import { formatCount } from '../lib/format-count';
import { PREVIOUS_LABELS } from '../lib/period';

/** SPEC's four cards with the period's figures and their change against the previous period. */
export function AnalyticsStats({ report }: { report: AnalyticsReport }) {
  const { current: now, previous: before } = report;
  const against = PREVIOUS_LABELS[report.period];
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        title="Total Views"
        value={formatCount(now.views)}
        icon={Eye}
        note={changeNote(now.views, before.views, against)}
      />
      <StatCard
        title="Unique Visitors"
        value={formatCount(now.visitors)}
        icon={Users}
        note={changeNote(now.visitors, before.visitors, against)}
      />
      <StatCard
        title="Page Views"
        value={formatCount(now.pageViews)}
        icon={BarChart3}
        note={changeNote(now.pageViews, before.pageViews, against)}
      />
      <StatCard
        title="Engagement Rate"
        value={engagementRate(now.engagedVisits, now.visits)}
        icon={TrendingUp}
        note={engagementNote(now, before, against)}
      />
    </div>
  );
}
