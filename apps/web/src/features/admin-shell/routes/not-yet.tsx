import { useLocation } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { breadcrumbs } from '../lib/breadcrumbs';

/** Admin screens that later issues build (posts, redirects, education, settings) say so plainly. */
export function Component() {
  const { pathname } = useLocation();
  const title = breadcrumbs(pathname).at(-1)?.label ?? 'Admin';
  return (
    <Card>
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
