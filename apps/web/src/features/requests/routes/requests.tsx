import { Inbox } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useContactRequests } from '../api/get-contact-requests';
import { RequestCard } from '../components/request-card';

/** The staff inbox of contact-form submissions (issue 10), newest first. */
export function Component() {
  const { data, isPending, isError, error } = useContactRequests();
  const fresh = data?.filter((r) => r.status === 'new').length ?? 0;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <title>Consultation Requests | Admin</title>
      <div>
        <h1 className="text-2xl font-bold">Consultation Requests</h1>
        <p className="text-muted-foreground">
          Requests from the contact form, newest first{data ? ` — ${fresh} new` : ''}
        </p>
      </div>
      {isPending ? (
        <div className="space-y-4" role="status" aria-busy="true">
          <span className="sr-only">Loading requests</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="text-destructive">
          Failed to load requests{error.message ? `: ${error.message}` : ''}
        </p>
      ) : data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
            <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No consultation requests yet</p>
            <p className="text-sm text-muted-foreground">
              Requests sent through the contact form appear here.
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {data.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </div>
      )}
    </div>
  );
}
