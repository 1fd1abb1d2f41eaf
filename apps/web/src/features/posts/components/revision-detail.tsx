import { RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { PostRevision } from '../api/get-post-revisions';
import type { AdminPost } from '../api/types';
import { restoreChangesNothing, type PostVersion } from '../lib/revision-changes';
import { describeRevision, formatDateTime, revisionActor, statusChange } from '../lib/revision-text';
import { RevisionDiff } from './revision-diff';

const CURRENT = 'current';

interface RevisionDetailProps {
  revision: PostRevision;
  revisions: PostRevision[];
  post: AdminPost;
  numberOf: (id: string) => number | undefined;
  canRestore: boolean;
  restoring: boolean;
  onRestore: (revision: PostRevision) => void;
  /** The user wrote this draft (RLS lets them delete its revisions that were never live). */
  canDelete: boolean;
  deleting: boolean;
  onDelete: (revision: PostRevision) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One revision: what happened, and what changed against the one before it, another one or the post now. */
export function RevisionDetail(props: RevisionDetailProps) {
  const { revision, revisions, post, numberOf, canRestore, restoring, onRestore, headingRef } = props;
  const { canDelete, deleting, onDelete } = props;
  // A version that was live is a record of what the site published: it stays.
  const deletable = canDelete && revision.status !== 'published';
  const compareId = useId();
  // The list is newest first: the first older one is the one before.
  const previous = revisions.find((r) => r.revision_number < revision.revision_number);
  const [compareWith, setCompareWith] = useState(previous?.id ?? CURRENT);
  const other = revisions.find((r) => r.id === compareWith);

  // Always shown from the older version to the newer one.
  let before: PostVersion = revision;
  let after: PostVersion = post;
  let from = `Revision ${revision.revision_number}`;
  let to = 'the current post';
  if (other && other.revision_number < revision.revision_number) {
    [before, after, from, to] = [other, revision, `Revision ${other.revision_number}`, from];
  } else if (other) {
    [after, to] = [other, `Revision ${other.revision_number}`];
  }
  const unchanged = restoreChangesNothing(revision, post);

  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Revision {revision.revision_number}
        </h3>
        <p className="text-sm">
          {describeRevision(revision, numberOf)} · {statusChange(revision)}
        </p>
        <p className="text-sm text-muted-foreground">
          {revisionActor(revision)} ·{' '}
          <time dateTime={revision.created_at}>{formatDateTime(revision.created_at)}</time>
        </p>
      </div>

      <div className="space-y-2">
        <Label htmlFor={compareId}>Compare with</Label>
        <Select value={compareWith} onValueChange={setCompareWith}>
          <SelectTrigger id={compareId} className="sm:max-w-sm">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={CURRENT}>The current post</SelectItem>
            {revisions
              .filter((r) => r.id !== revision.id)
              .map((r) => (
                <SelectItem key={r.id} value={r.id}>
                  Revision {r.revision_number}
                  {r.id === previous?.id ? ' (the one before)' : ''} — {describeRevision(r, numberOf)}
                </SelectItem>
              ))}
          </SelectContent>
        </Select>
      </div>

      <section aria-label="Changes" className="space-y-3">
        <h4 className="font-medium">
          Changes from {from} to {to}
        </h4>
        <RevisionDiff before={before} after={after} />
      </section>

      {canRestore && (
        <div className="space-y-2 border-t pt-4">
          {unchanged ? (
            <p className="text-sm text-muted-foreground">The post’s text already matches this revision.</p>
          ) : (
            <Button type="button" onClick={() => onRestore(revision)} disabled={restoring}>
              <RotateCcw aria-hidden="true" />
              Restore revision {revision.revision_number}
            </Button>
          )}
        </div>
      )}

      {deletable && (
        <div className="space-y-2 border-t pt-4">
          <p className="text-sm text-muted-foreground">
            Revisions count against your storage. Deleting one leaves the post as it is.
          </p>
          <Button type="button" variant="outline" onClick={() => onDelete(revision)} disabled={deleting}>
            <Trash2 aria-hidden="true" />
            Delete revision {revision.revision_number}
            <span className="sr-only"> from {formatDateTime(revision.created_at)}</span>
          </Button>
        </div>
      )}
    </div>
  );
}
