import { Mail, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import type { ContactRequest } from '../api/get-contact-requests';
import { attributionLine } from '../lib/attribution';
import { formatReceived } from '../lib/format-received';
import { RequestStatusSelect } from './request-status-select';

function Detail({ term, value }: { term: string; value: string | null }) {
  return (
    <div>
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm">{value ?? '—'}</dd>
    </div>
  );
}

/** One consultation request: who, how to reach them, what they asked for, and its status. */
export function RequestCard({ request }: { request: ContactRequest }) {
  const name = `${request.first_name} ${request.last_name}`;
  const attribution = attributionLine(request);
  return (
    <Card aria-labelledby={`request-${request.id}`} role="article">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <span id={`request-${request.id}`}>{name}</span>
            {request.status === 'new' && <Badge>New</Badge>}
          </h2>
          {request.company && <p className="text-sm text-muted-foreground">{request.company}</p>}
          <p className="text-xs text-muted-foreground">
            Received <time dateTime={request.created_at}>{formatReceived(request.created_at)}</time>
          </p>
          {attribution && <p className="text-xs break-all text-muted-foreground">{attribution}</p>}
        </div>
        <RequestStatusSelect id={request.id} status={request.status} name={name} />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <a
            href={`mailto:${request.email}`}
            className="inline-flex items-center gap-2 break-all text-primary-strong underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {request.email}
          </a>
          {request.phone && (
            <a
              href={`tel:${request.phone.replace(/[^\d+]/g, '')}`}
              className="inline-flex items-center gap-2 text-primary-strong underline-offset-4 hover:underline"
            >
              <Phone className="size-4 shrink-0" aria-hidden="true" />
              {request.phone}
            </a>
          )}
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term="Service" value={request.service} />
          <Detail term="Portfolio size" value={request.assets} />
        </dl>
        {request.message && (
          <p className="rounded-md bg-muted/60 p-3 text-sm whitespace-pre-wrap break-words">
            {request.message}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
