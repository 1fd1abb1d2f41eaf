import { cn } from '@/lib/cn';
import type { PostRevision } from '../api/get-post-revisions';
import { describeRevision, formatDateTime, revisionActor, statusChange } from '../lib/revision-text';

interface RevisionListProps {
  revisions: PostRevision[];
  selectedId: string;
  numberOf: (id: string) => number | undefined;
  onSelect: (revision: PostRevision) => void;
}

/** The revisions, newest first: number, status, what happened, who and when; the chosen one marked. */
export function RevisionList({ revisions, selectedId, numberOf, onSelect }: RevisionListProps) {
  return (
    <ol aria-label="Revisions" className="divide-y">
      {revisions.map((revision) => {
        const selected = revision.id === selectedId;
        return (
          <li key={revision.id}>
            <button
              type="button"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(revision)}
              className={cn(
                'relative block w-full space-y-1 px-4 py-3 text-left hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
                selected &&
                  'bg-accent before:absolute before:inset-y-0 before:left-0 before:w-1 before:bg-primary',
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold">Revision {revision.revision_number}</span>
                <span className="rounded-full border px-2 py-0.5 text-xs whitespace-nowrap">
                  {statusChange(revision)}
                </span>
              </span>
              <span className="block text-sm">{describeRevision(revision, numberOf)}</span>
              <span className="block text-xs text-muted-foreground">
                {revisionActor(revision)} ·{' '}
                <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
