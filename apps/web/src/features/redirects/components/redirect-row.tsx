import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import type { Redirect } from '../api/types';
import { localDate } from '../lib/local-date';
import { Actions, Destination, Hits, Status } from './redirect-cells';

interface RedirectRowProps {
  redirect: Redirect;
  onEdit(redirect: Redirect): void;
}

/** One redirect as a table row (wide screens). */
export function RedirectRow({ redirect, onEdit }: RedirectRowProps) {
  return (
    <TableRow>
      <TableCell className="font-mono text-xs break-all">{redirect.source_path}</TableCell>
      <TableCell className="max-w-[18rem]">
        <Destination url={redirect.destination_url} />
      </TableCell>
      <TableCell>
        <Badge variant="outline">{redirect.redirect_type}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <Hits redirect={redirect} />
      </TableCell>
      <TableCell>
        <Status redirect={redirect} />
      </TableCell>
      <TableCell className="whitespace-nowrap">{localDate(redirect.created_at)}</TableCell>
      <TableCell>
        <Actions redirect={redirect} onEdit={onEdit} />
      </TableCell>
    </TableRow>
  );
}
