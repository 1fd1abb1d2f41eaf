import { ExternalLink, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { TableCell, TableRow } from '@/components/ui/table';
import { notifyError } from '@/components/ui/toaster';
import { useSetRedirectActive } from '../api/set-redirect-active';
import type { Redirect } from '../api/types';
import { localDate, localDateTime } from '../lib/local-date';
import { serverError } from '../lib/server-error';
import { DeleteRedirectButton } from './delete-redirect-button';

interface RedirectRowProps {
  redirect: Redirect;
  onEdit(redirect: Redirect): void;
}

/** One redirect: paths, type, hits, the status switch and badge, created date, edit and delete. */
export function RedirectRow({ redirect, onEdit }: RedirectRowProps) {
  const toggle = useSetRedirectActive();
  // While the switch's save is in flight it shows where it is going, not where it was.
  const active = toggle.isPending ? toggle.variables.isActive : redirect.is_active;

  const setActive = (isActive: boolean) =>
    toggle.mutate(
      { id: redirect.id, isActive },
      // Switching a redirect back on can close a loop; the database's reason goes with the notice.
      {
        onError: (err) =>
          notifyError('Failed to update redirect status', serverError(err).message ?? undefined),
      },
    );

  return (
    <TableRow>
      <TableCell className="font-mono text-xs break-all">{redirect.source_path}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          <span className="max-w-[18rem] font-mono text-xs break-all">{redirect.destination_url}</span>
          <a
            href={redirect.destination_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${redirect.destination_url} in a new tab`}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </div>
      </TableCell>
      <TableCell>
        <Badge variant="outline">{redirect.redirect_type}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <span className="font-medium tabular-nums">{redirect.hit_count.toLocaleString()}</span>
        <span className="block text-xs text-muted-foreground">
          {redirect.last_hit_at ? `Last hit ${localDateTime(redirect.last_hit_at)}` : 'Never hit'}
        </span>
      </TableCell>
      <TableCell>
        <div className="flex items-center gap-2">
          <Switch
            checked={active}
            onCheckedChange={setActive}
            disabled={toggle.isPending}
            aria-label={`Active: ${redirect.source_path}`}
          />
          <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap">{localDate(redirect.created_at)}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Edit redirect ${redirect.source_path}`}
            onClick={() => onEdit(redirect)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <DeleteRedirectButton redirect={redirect} />
        </div>
      </TableCell>
    </TableRow>
  );
}
