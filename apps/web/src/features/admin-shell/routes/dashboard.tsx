import { Activity, BarChart3, Eye, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Panel } from '../components/panel';
import { StatCard } from '../components/stat-card';

const NOTE = '+0% from last month';

/**
 * Admin dashboard (SPEC §2): static figures until analytics exist. `staff` is what other features add for
 * editors and admins (the new-requests count); app/routes/admin-dashboard.tsx composes it, since a feature
 * never imports another.
 */
export function Dashboard({ staff }: { staff?: ReactNode }) {
  return (
    <div className="space-y-6">
      <title>Dashboard | Admin</title>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard title="Site Visitors" value="0" icon={Users} note={NOTE} />
        <StatCard title="Page Views" value="0" icon={Eye} note={NOTE} />
        <StatCard title="Analytics" value="Active" icon={Activity} note={NOTE}>
          <p className="text-xs text-green-800">Live</p>
        </StatCard>
      </div>
      {staff}
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Quick Actions">
          <Button asChild variant="outline" className="w-full justify-start">
            <Link to="/admin/analytics">
              <BarChart3 aria-hidden="true" />
              Analytics
            </Link>
          </Button>
        </Panel>
        <Panel title="Recent Activity" empty="No recent activity" />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Admin Dashboard</CardTitle>
          <CardDescription>
            Welcome to the content management system. Manage posts, redirects and courses from the sidebar.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/admin/analytics">View Analytics</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
