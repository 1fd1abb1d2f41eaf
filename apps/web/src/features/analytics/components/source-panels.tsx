// Where the period's traffic went and came from: pages, referrers, campaigns, devices.
import { Panel } from '@/components/panel';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { formatCount } from '../lib/format-count';
import { FigureTable, type FigureColumn } from './figure-table';

const counts = <T extends { views: number; visitors: number }>(): FigureColumn<T>[] => [
  { header: 'Views', cell: (r) => formatCount(r.views), numeric: true },
  { header: 'Visitors', cell: (r) => formatCount(r.visitors), numeric: true },
];

export function TopPagesPanel({ pages }: { pages: AnalyticsReport['topPages'] }) {
  if (pages.length === 0) return <Panel title="Top Pages" empty="No page views in this period" />;
  return (
    <Panel title="Top Pages">
      <FigureTable
        label="Top Pages"
        rows={pages}
        rowKey={(p) => p.path}
        columns={[{ header: 'Page', cell: (p) => p.path }, ...counts<(typeof pages)[number]>()]}
      />
    </Panel>
  );
}

export function ReferrersPanel({ referrers }: { referrers: AnalyticsReport['referrers'] }) {
  if (referrers.length === 0) return <Panel title="Referrers" empty="No visits in this period" />;
  return (
    <Panel title="Referrers">
      <FigureTable
        label="Referrers"
        rows={referrers}
        rowKey={(r) => r.host ?? ''}
        // No referrer: typed in, a bookmark, an app, or a site that sends none.
        columns={[
          { header: 'Source', cell: (r) => r.host ?? 'Direct' },
          ...counts<(typeof referrers)[number]>(),
        ]}
      />
    </Panel>
  );
}

export function CampaignsPanel({ campaigns }: { campaigns: AnalyticsReport['campaigns'] }) {
  if (campaigns.length === 0)
    return <Panel title="Campaigns" empty="No campaign visits (utm_source) in this period" />;
  return (
    <Panel title="Campaigns">
      <FigureTable
        label="Campaigns"
        rows={campaigns}
        rowKey={(c) => `${c.source}\n${c.medium ?? ''}\n${c.campaign ?? ''}`}
        // Source / medium / campaign in one column, as the inbox writes them: a phone keeps every count in view.
        columns={[
          {
            header: 'Source / medium / campaign',
            cell: (c) => [c.source, c.medium, c.campaign].filter(Boolean).join(' / '),
          },
          ...counts<(typeof campaigns)[number]>(),
        ]}
      />
    </Panel>
  );
}

const DEVICE_NAMES: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

export function DevicesPanel({ devices }: { devices: AnalyticsReport['devices'] }) {
  if (devices.length === 0) return <Panel title="Devices" empty="No visitors in this period" />;
  return (
    <Panel title="Devices">
      <FigureTable
        label="Devices"
        rows={devices}
        rowKey={(d) => d.device}
        columns={[
          { header: 'Device', cell: (d) => DEVICE_NAMES[d.device] ?? d.device },
          { header: 'Visitors', cell: (d) => formatCount(d.visitors), numeric: true },
        ]}
      />
    </Panel>
  );
}
