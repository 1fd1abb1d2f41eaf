// A report as rpc('analytics_report') answers it (.tmp/analytics-report-shape.md), for the feature's tests.
import type { AnalyticsReport } from './get-analytics-report';

const zero = { views: 0, pageViews: 0, visitors: 0, visits: 0, engagedVisits: 0, requests: 0 };

/** An empty 7-day report: a site without traffic. */
export function emptyReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  return {
    period: '7d',
    from: '2026-11-22',
    to: '2026-11-28',
    previousFrom: '2026-11-15',
    previousTo: '2026-11-21',
    collecting: true,
    current: zero,
    previous: zero,
    series: ['22', '23', '24', '25', '26', '27', '28'].map((d) => ({
      date: `2026-11-${d}`,
      views: 0,
      pageViews: 0,
      visitors: 0,
    })),
    topPosts: [],
    topPages: [],
    referrers: [],
    campaigns: [],
    devices: [],
    conversions: [],
    courses: [],
    notFound: { hits: 0, top: [] },
    redirects: { hits: 0, top: [] },
    ...overrides,
  };
}

/** A 7-day report with traffic in every table. */
export function busyReport(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const base = emptyReport();
  return emptyReport({
    current: { views: 1240, pageViews: 1100, visitors: 320, visits: 320, engagedVisits: 128, requests: 3 },
    previous: { views: 1000, pageViews: 900, visitors: 400, visits: 400, engagedVisits: 120, requests: 0 },
    series: base.series.map((s, i) => ({
      ...s,
      views: 100 + i * 20,
      pageViews: 90 + i * 20,
      visitors: 30 + i,
    })),
    topPosts: [
      { path: '/blog/custody-basics', title: 'Custody basics', views: 300, visitors: 120 },
      { path: '/blog/gone', title: null, views: 12, visitors: 9 },
    ],
    topPages: [{ path: '/services', views: 200, visitors: 80 }],
    referrers: [
      { host: null, views: 700, visitors: 200 },
      { host: 'news.example', views: 50, visitors: 40 },
    ],
    campaigns: [{ source: 'newsletter', medium: 'email', campaign: 'november', views: 30, visitors: 25 }],
    devices: [
      { device: 'desktop', visitors: 200 },
      { device: 'mobile', visitors: 120 },
    ],
    conversions: [{ landingPath: '/blog/custody-basics', requests: 2 }],
    courses: [{ id: 'c1', title: 'Bitcoin basics', pageVisitors: 40, starts: 10, completions: 4 }],
    notFound: { hits: 17, top: [{ path: '/missing', hits: 11 }] },
    redirects: { hits: 5, top: [{ source: '/old', hits: 5 }] },
    ...overrides,
  });
}
