import { BarChart3, Eye, TrendingUp, Users } from 'lucide-react';
import { Panel } from '../components/panel';
import { StatCard } from '../components/stat-card';

/** Admin analytics (SPEC §2): placeholders, not data-driven. */
export function Component() {
  return (
    <div className="space-y-6">
      <title>Analytics | Admin</title>
      <h1 className="text-2xl font-bold">Analytics</h1>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Views" value="0" icon={Eye} />
        <StatCard title="Unique Visitors" value="0" icon={Users} />
        <StatCard title="Page Views" value="0" icon={BarChart3} />
        <StatCard title="Engagement Rate" value="0%" icon={TrendingUp} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Traffic Overview" empty="No traffic data available" />
        <Panel title="Top Posts" empty="No post data available" />
      </div>
    </div>
  );
}
