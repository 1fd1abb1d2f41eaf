import { useLocation } from '@/lib/router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminRouteFor } from '../lib/admin-routes';
import { breadcrumbs } from '../lib/breadcrumbs';

/**
 * The placeholder module of admin screens not built yet (config/routes.ts points at it until a screen's
 * own module replaces it): it says so plainly, under the screen's sidebar name when it has one.
 */
export function Component() {
  const { pathname } = useLocation();
  const title = adminRouteFor(pathname)?.nav?.label ?? breadcrumbs(pathname).at(-1)?.label ?? 'Admin';
  return (
    <Card>
      <title>{`${title} | Admin`}</title>
      <CardHeader>
        <CardTitle>
          <span className="capitalize">{title}</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">This section of the admin area is not available yet.</p>
      </CardContent>
    </Card>
  );
}
