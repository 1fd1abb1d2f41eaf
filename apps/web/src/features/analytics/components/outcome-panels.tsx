// What the traffic led to: consultation requests by landing page, the course funnel, and the site's all-time
// 404 and redirect counters (the Redirects screen acts on both).
import { Link } from '@/lib/router';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { formatCount } from '../lib/format-count';
import { FigureTable } from './figure-table';

export function ConversionsPanel({ conversions }: { conversions: AnalyticsReport['conversions'] }) {
  if (conversions.length === 0) {
    return <Panel title="Conversions" empty="No consultation requests with a landing page in this period" />;
  }
  return (
    <Panel title="Conversions">
      <FigureTable
        label="Consultation requests by landing page"
        rows={conversions}
        rowKey={(c) => c.landingPath}
        columns={[
          { header: 'Landing page', cell: (c) => c.landingPath },
          { header: 'Requests', cell: (c) => formatCount(c.requests), numeric: true },
        ]}
      />
    </Panel>
  );
}

export function CourseFunnelPanel({ courses }: { courses: AnalyticsReport['courses'] }) {
  if (courses.length === 0) return <Panel title="Course Funnel" empty="No published courses" />;
  return (
    <Panel title="Course Funnel">
      <FigureTable
        label="Course Funnel"
        rows={courses}
        rowKey={(c) => c.id}
        columns={[
          { header: 'Course', cell: (c) => c.title },
          { header: 'Page visitors', cell: (c) => formatCount(c.pageVisitors), numeric: true },
          { header: 'Starts', cell: (c) => formatCount(c.starts), numeric: true },
          { header: 'Completions', cell: (c) => formatCount(c.completions), numeric: true },
        ]}
      />
    </Panel>
  );
}

const manage = (
  <Button asChild variant="outline" size="sm">
    <Link to={paths.adminRedirects.href()}>Manage redirects</Link>
  </Button>
);

export function NotFoundPanel({ notFound }: { notFound: AnalyticsReport['notFound'] }) {
  return (
    <Panel title="404 Hits (all time)" action={manage}>
      <p className="mb-2 text-2xl font-bold">{formatCount(notFound.hits)}</p>
      {notFound.top.length === 0 ? (
        <p className="text-sm text-muted-foreground">No missing pages recorded</p>
      ) : (
        <FigureTable
          label="Most requested missing pages"
          rows={notFound.top}
          rowKey={(n) => n.path}
          columns={[
            { header: 'Missing page', cell: (n) => n.path },
            { header: 'Hits', cell: (n) => formatCount(n.hits), numeric: true },
          ]}
        />
      )}
    </Panel>
  );
}

export function RedirectHitsPanel({ redirects }: { redirects: AnalyticsReport['redirects'] }) {
  return (
    <Panel title="Redirect Hits (all time)" action={manage}>
      <p className="mb-2 text-2xl font-bold">{formatCount(redirects.hits)}</p>
      {redirects.top.length === 0 ? (
        <p className="text-sm text-muted-foreground">No redirect has been followed yet</p>
      ) : (
        <FigureTable
          label="Most followed redirects"
          rows={redirects.top}
          rowKey={(r) => r.source}
          columns={[
            { header: 'Source path', cell: (r) => r.source },
            { header: 'Hits', cell: (r) => formatCount(r.hits), numeric: true },
          ]}
        />
      )}
    </Panel>
  );
}
