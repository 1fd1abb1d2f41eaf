import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { NotFoundEntry } from '../api/types';
import { localDateTime } from '../lib/local-date';

interface TopNotFoundPanelProps {
  /** Missing paths without a redirect, most hits first (lib/top-misses.ts); undefined while loading. */
  entries: NotFoundEntry[] | undefined;
  failed: boolean;
  onCreate(path: string): void;
}

/** Top 404s: the pages visitors asked for most that do not exist, each one click from a redirect. */
export function TopNotFoundPanel({ entries, failed, onCreate }: TopNotFoundPanelProps) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <h2 className="text-xl leading-tight font-semibold tracking-tight">Top 404s</h2>
        <CardDescription>Missing pages visitors asked for most, without a redirect yet.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            The not-found log could not be loaded.
          </p>
        ) : !entries ? (
          <div className="space-y-2" aria-busy="true" aria-label="Loading missing pages">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No missing pages have been logged.</p>
        ) : (
          <ul className="divide-y" aria-label="Top 404s">
            {entries.map((entry) => (
              <li key={entry.path} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-mono text-sm break-all">{entry.path}</p>
                  <p className="text-xs text-muted-foreground">
                    {entry.hits.toLocaleString()} {entry.hits === 1 ? 'hit' : 'hits'} · last{' '}
                    {localDateTime(entry.last_seen_at)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Create redirect for ${entry.path}`}
                  onClick={() => onCreate(entry.path)}
                >
                  <Plus aria-hidden="true" />
                  Create redirect
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
