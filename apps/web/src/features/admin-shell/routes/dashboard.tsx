import { Activity, BarChart3, Eye, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Panel } from '@/components/panel';
import { StatCard } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const NOTE = '+0% from last month';

/** SPEC §2's three cards as the spec writes them: what a contributor (who may not read analytics) sees. */
function StaticFigures() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard title="Site Visitors" value="0" icon={Users} note={NOTE} />
      <StatCard title="Page Views" value="0" icon={Eye} note={NOTE} />
      <StatCard title="Analytics" value="Active" icon={Activity} note={NOTE}>
        <p className="text-xs text-green-800">Live</p>
      </StatCard>
    </div>
  );
}

/**
 * Admin dashboard (SPEC §2). What other features add for editors and admins comes in as slots —
 * `figures` (the analytics feature's real cards, replacing SPEC's static ones) and `staff` (the new-requests
 * count); app/routes/admin-dashboard.tsx composes them, since a feature never imports another.
 */
export function Dashboard({ figures, staff }: { figures?: ReactNode; staff?: ReactNode }) {
  return (
    <div className="space-y-6">
      <title>Dashboard | Admin</title>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {figures ?? <StaticFigures />}
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
