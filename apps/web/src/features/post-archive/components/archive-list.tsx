import { Archive } from 'lucide-react';
import { useState } from 'react';
import { LoadingState } from '@/components/data-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatZonedDateTime } from '@/lib/zoned-time';
import type { ArchivedRevisionSummary } from '../api/types';
import { kindLabel, madeBy } from '../lib/revision-labels';

interface ArchiveListProps {
  revisions: ArchivedRevisionSummary[];
  timeZone: string;
  onOpen(revision: ArchivedRevisionSummary): void;
}

/** Rows shown at first and added by each 'Show more': the page stays short enough to reach the settings. */
export const ARCHIVE_PAGE_SIZE = 25;

/**
 * One line per published version, newest first, 25 at a time; each opens the page as it was published.
 * Give it a `key` per filter, so that a new range starts again at the first 25.
 */
export function ArchiveList({ revisions, timeZone, onOpen }: ArchiveListProps) {
  const [shown, setShown] = useState(ARCHIVE_PAGE_SIZE);
  const visible = revisions.slice(0, shown);
  return (
    <>
      <ul aria-label="Published versions" className="divide-y">
        {visible.map((r) => (
          <li
            key={r.id}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3 py-4 sm:items-center sm:gap-6"
          >
            <div className="min-w-0 space-y-1">
              <h4 className="font-semibold leading-snug break-words">{r.title}</h4>
              <p className="font-mono text-xs break-all text-muted-foreground">
                {paths.blogPost.href(r.slug)}
              </p>
              <p className="text-sm">
                <span className="font-medium">Revision {r.revision_number}</span> · {kindLabel(r)} · by{' '}
                {madeBy(r)} ·{' '}
                <time dateTime={r.created_at}>{formatZonedDateTime(r.created_at, timeZone)}</time>
              </p>
              {r.post_deleted_at && (
                <p className="inline-flex rounded-full border border-destructive/40 px-2.5 py-0.5 text-xs font-semibold text-destructive">
                  Deleted {formatZonedDateTime(r.post_deleted_at, timeZone)}
                </p>
              )}
            </div>
            <Button variant="outline" size="sm" onClick={() => onOpen(r)}>
              View
              <span className="sr-only">
                {' '}
                revision {r.revision_number} of {r.title}
              </span>
            </Button>
          </li>
        ))}
      </ul>
      {revisions.length > shown && (
        <Button variant="outline" onClick={() => setShown((n) => n + ARCHIVE_PAGE_SIZE)}>
          Show more ({visible.length} of {revisions.length} shown)
        </Button>
      )}
    </>
  );
}

export function ArchiveListSkeleton() {
  return (
    <LoadingState label="Loading the archive" className="space-y-4 py-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ))}
    </LoadingState>
  );
}

export function ArchiveEmpty({ deletedOnly }: { deletedOnly: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <Archive className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">
        {deletedOnly
          ? 'No deleted posts have published versions in this range.'
          : 'No published versions in this range.'}
      </p>
      <p className="max-w-md text-sm text-muted-foreground">
        A version is kept here each time a post is published or saved while it is live. Try a wider range of
        days.
      </p>
    </div>
  );
}
