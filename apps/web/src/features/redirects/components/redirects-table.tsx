import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { Redirect } from '../api/types';
import { RedirectItem } from './redirect-item';
import { RedirectRow } from './redirect-row';

const COLUMNS = ['Source Path', 'Destination URL', 'Type', 'Hits', 'Status', 'Created', 'Actions'];

interface RedirectsTableProps {
  redirects: Redirect[] | undefined;
  /** The read failed: the notice has said so; the card says it too instead of an empty list. */
  failed: boolean;
  onEdit(redirect: Redirect): void;
}

/** 'Active Redirects (count)' (SPEC §2) with its columns: a table on wide screens, stacked cards below. */
export function RedirectsTable({ redirects, failed, onEdit }: RedirectsTableProps) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-xl leading-tight font-semibold tracking-tight">
          Active Redirects ({redirects?.length ?? 0})
        </h2>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to fetch redirects
          </p>
        ) : !redirects ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading redirects">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : redirects.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            No redirects configured yet. Create your first redirect to get started.
          </p>
        ) : (
          <>
            {/* Wide screens: SPEC's table. Narrower ones: the same columns as stacked cards, so nothing
                hides off to the side on a phone. Only one of the two is displayed (and exposed). */}
            <div className="hidden lg:block">
              <Table className="min-w-[48rem]">
                <TableHeader>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableHead key={column}>{column}</TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {redirects.map((redirect) => (
                    <RedirectRow key={redirect.id} redirect={redirect} onEdit={onEdit} />
                  ))}
                </TableBody>
              </Table>
            </div>
            <ul className="grid gap-3 md:grid-cols-2 lg:hidden" aria-label="Redirects">
              {redirects.map((redirect) => (
                <RedirectItem key={redirect.id} redirect={redirect} onEdit={onEdit} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
