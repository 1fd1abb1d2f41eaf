import { Link } from '@/lib/router';
import { Panel } from '@/components/panel';
import type { AnalyticsReport } from '../api/get-analytics-report';
import { formatCount } from '../lib/format-count';
import { FigureTable } from './figure-table';

const linkClass = 'text-primary-strong underline-offset-4 hover:underline';

/** The period's most viewed posts; a post whose slug no longer exists is named by its path. */
export function TopPostsPanel({ posts }: { posts: AnalyticsReport['topPosts'] }) {
  // SPEC's empty state, verbatim.
  if (posts.length === 0) return <Panel title="Top Posts" empty="No post data available" />;
  return (
    <Panel title="Top Posts">
      <FigureTable
        label="Top Posts"
        rows={posts}
        rowKey={(p) => p.path}
        columns={[
          {
            header: 'Post',
            cell: (p) => (
              <Link to={p.path} className={linkClass}>
                {p.title ?? p.path}
              </Link>
            ),
          },
          { header: 'Views', cell: (p) => formatCount(p.views), numeric: true },
          { header: 'Visitors', cell: (p) => formatCount(p.visitors), numeric: true },
        ]}
      />
    </Panel>
  );
}
