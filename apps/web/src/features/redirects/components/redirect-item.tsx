import { Badge } from '@/components/ui/badge';
import type { Redirect } from '../api/types';
import { localDate } from '../lib/local-date';
import { Actions, Destination, Hits, Status } from './redirect-cells';

interface RedirectItemProps {
  redirect: Redirect;
  onEdit(redirect: Redirect): void;
}

const term = 'text-xs font-medium text-muted-foreground';

/** One redirect as a stacked card (phones and narrow windows): the table's columns as labelled lines. */
export function RedirectItem({ redirect, onEdit }: RedirectItemProps) {
  return (
    <li className="rounded-lg border p-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div className="col-span-2">
          <dt className={term}>Source Path</dt>
          <dd className="font-mono text-xs break-all">{redirect.source_path}</dd>
        </div>
        <div className="col-span-2">
          <dt className={term}>Destination URL</dt>
          <dd>
            <Destination url={redirect.destination_url} />
          </dd>
        </div>
        <div>
          <dt className={term}>Type</dt>
          <dd>
            <Badge variant="outline">{redirect.redirect_type}</Badge>
          </dd>
        </div>
        <div>
          <dt className={term}>Created</dt>
          <dd>{localDate(redirect.created_at)}</dd>
        </div>
        <div>
          <dt className={term}>Hits</dt>
          <dd>
            <Hits redirect={redirect} />
          </dd>
        </div>
        <div>
          <dt className={term}>Status</dt>
          <dd>
            <Status redirect={redirect} />
          </dd>
        </div>
      </dl>
      <div className="mt-2 flex justify-end border-t pt-2">
        <Actions redirect={redirect} onEdit={onEdit} />
      </div>
    </li>
  );
}
