import { Inbox } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useNewRequestsCount } from '../api/get-new-requests-count';

/** The dashboard's count of consultation requests nobody has handled yet (staff only; RLS agrees). */
export function NewRequestsStat() {
  const { data, isError } = useNewRequestsCount();
  const value = isError ? '—' : data === undefined ? '…' : String(data);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between pb-2">
        <CardTitle className="text-sm font-medium">New Consultation Requests</CardTitle>
        <Inbox className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent className="flex flex-wrap items-end justify-between gap-2">
        <p className="text-2xl font-bold" data-testid="new-requests-count">
          {value}
        </p>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.adminRequests.href()}>View Requests</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
