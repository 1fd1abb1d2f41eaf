import { Inbox } from 'lucide-react';
import { DataState, EmptyState, failedToLoad, LoadingState } from '@/components/data-state';
import { Card } from '@/components/ui/card';
import { useContactRequests } from '../api/get-contact-requests';
import { RequestCard } from '../components/request-card';

/** The staff inbox of contact-form submissions (issue 10), newest first. */
export function Component() {
  const requests = useContactRequests();
  const { data } = requests;
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
      <DataState
        query={requests}
        loading={<LoadingState label="Loading requests" rowClassName="h-40 w-full" className="space-y-4" />}
        error={failedToLoad('requests')}
        empty={
          data?.length === 0 && (
            <Card>
              <EmptyState
                icon={Inbox}
                title="No consultation requests yet"
                description="Requests sent through the contact form appear here."
              />
            </Card>
          )
        }
      >
        {() => (
          <div className="space-y-4">
            {data?.map((request) => (
              <RequestCard key={request.id} request={request} />
            ))}
          </div>
        )}
      </DataState>
    </div>
  );
}
