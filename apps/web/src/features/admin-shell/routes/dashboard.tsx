import { Activity, BarChart3, Eye, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { StatCard } from '../components/stat-card';

const NOTE = '+0% from last month';

/** Admin dashboard (SPEC §2): static figures until analytics exist. */
export function Component() {
  return (
    <div className="space-y-6">
      <title>Dashboard | Admin</title>
      <h1 className="text-2xl font-bold">Dashboard</h1>
      <div className="grid gap-4 md:grid-cols-3">
        <StatCard title="Site Visitors" value="0" icon={Users} note={NOTE} />
        <StatCard title="Page Views" value="0" icon={Eye} note={NOTE} />
        <Card>
          <CardHeader className="flex flex-row items-center justify-between pb-2">
            <CardTitle className="text-sm font-medium">Analytics</CardTitle>
            <Activity className="size-4 text-muted-foreground" aria-hidden="true" />
          </CardHeader>
          <CardContent>
            <p className="text-2xl font-bold">Active</p>
            <p className="text-xs text-green-800">Live</p>
            <p className="text-xs text-muted-foreground">{NOTE}</p>
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Quick Actions</CardTitle>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline" className="w-full justify-start">
              <Link to="/admin/analytics">
                <BarChart3 aria-hidden="true" />
                Analytics
              </Link>
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Activity</CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">No recent activity</p>
          </CardContent>
        </Card>
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
