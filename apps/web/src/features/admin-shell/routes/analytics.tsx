import { BarChart3, Eye, TrendingUp, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
        <Card>
          <CardHeader>
            <CardTitle>Traffic Overview</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">No traffic data available</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Top Posts</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">No post data available</p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
