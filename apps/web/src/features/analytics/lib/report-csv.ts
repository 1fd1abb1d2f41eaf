// The Export CSV file: the period's figures in one sheet — the totals, the daily (or monthly) series and every
// table of the screen, each section under its own title line and header, a blank line between them.
import type { AnalyticsReport } from '../api/get-analytics-report';
import { csvText, type CsvValue } from './csv';
import { engagementPercent } from './engagement';

type Rows = CsvValue[][];

const section = (title: string, header: string[], rows: Rows): Rows => [[title], header, ...rows, []];

export function reportCsv(r: AnalyticsReport): string {
  const totals = (t: AnalyticsReport['current']): CsvValue[] => [
    t.views,
    t.visitors,
    t.pageViews,
    t.visits,
    t.engagedVisits,
    engagementPercent(t.engagedVisits, t.visits),
    t.requests,
  ];
  const rows: Rows = [
    ['Analytics report', r.period, r.from, r.to],
    [],
    ...section(
      'Totals',
      [
        'Period',
        'From',
        'To',
        'Total Views',
        'Unique Visitors',
        'Page Views',
        'Visits',
        'Engaged visits',
        'Engagement Rate (%)',
        'Consultation requests',
      ],
      [
        ['current', r.from, r.to, ...totals(r.current)],
        ['previous', r.previousFrom, r.previousTo, ...totals(r.previous)],
      ],
    ),
    ...section(
      'Traffic Overview',
      [r.period === '12m' ? 'Month' : 'Date', 'Views', 'Page Views', 'Visitors'],
      r.series.map((s) => [s.date, s.views, s.pageViews, s.visitors]),
    ),
    ...section(
      'Top Posts',
      ['Path', 'Title', 'Views', 'Visitors'],
      r.topPosts.map((p) => [p.path, p.title, p.views, p.visitors]),
    ),
    ...section(
      'Top Pages',
      ['Path', 'Views', 'Visitors'],
      r.topPages.map((p) => [p.path, p.views, p.visitors]),
    ),
    ...section(
      'Referrers',
      ['Referrer', 'Views', 'Visitors'],
      r.referrers.map((x) => [x.host ?? 'Direct', x.views, x.visitors]),
    ),
    ...section(
      'Campaigns',
      ['Source', 'Medium', 'Campaign', 'Views', 'Visitors'],
      r.campaigns.map((c) => [c.source, c.medium, c.campaign, c.views, c.visitors]),
    ),
    ...section(
      'Devices',
      ['Device', 'Visitors'],
      r.devices.map((d) => [d.device, d.visitors]),
    ),
    ...section(
      'Conversions',
      ['Landing page', 'Consultation requests'],
      r.conversions.map((c) => [c.landingPath, c.requests]),
    ),
    ...section(
      'Course funnel',
      ['Course', 'Page visitors', 'Starts', 'Completions'],
      r.courses.map((c) => [c.title, c.pageVisitors, c.starts, c.completions]),
    ),
    ...section(
      'Not found (all time)',
      ['Path', 'Hits'],
      [...r.notFound.top.map((n): CsvValue[] => [n.path, n.hits]), ['Total', r.notFound.hits]],
    ),
    ...section(
      'Redirects (all time)',
      ['Source', 'Hits'],
      [...r.redirects.top.map((n): CsvValue[] => [n.source, n.hits]), ['Total', r.redirects.hits]],
    ),
  ];
  return csvText(rows.slice(0, -1));
}

/** analytics-7d-2026-11-28.csv */
export const reportCsvName = (r: Pick<AnalyticsReport, 'period' | 'to'>): string =>
  `analytics-${r.period}-${r.to}.csv`;
