import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { browserTimeZone, formatZonedDateTime } from '@/lib/zoned-time';
import type { PostConflict } from '../hooks/use-post-conflict';
import { inputAsVersion } from '../lib/post-input';
import { RevisionDiff } from './revision-diff';

interface ConflictDialogProps {
  conflict: PostConflict | null;
  onKeepEditing(): void;
  onOverwrite(): void;
  onLoadTheirs(): void;
}

export const CONFLICT_TITLE = 'This post was changed by someone else since you opened it';

function WhoAndWhen({ conflict }: { conflict: PostConflict }) {
  if (conflict.loading) return <>Loading their version…</>;
  if (conflict.error) return <>Their version could not be loaded: {conflict.error}</>;
  if (!conflict.theirs) return <>The post was deleted meanwhile; there is nothing to save it over.</>;
  const { revision } = conflict;
  if (!revision) return <>Someone saved it after you opened it. Nothing of yours was saved yet.</>;
  const when = formatZonedDateTime(revision.created_at, browserTimeZone());
  const who = revision.created_by_name?.trim() || 'Someone';
  return (
    <>
      {who} saved it on {when}. Nothing of yours was saved yet.
    </>
  );
}

/**
 * A save refused by the database (PT409): someone saved the post after this editor opened it. Their saved
 * version is compared with the user's field by field; nothing is overwritten unless the user says so.
 */
export function ConflictDialog({ conflict, onKeepEditing, onOverwrite, onLoadTheirs }: ConflictDialogProps) {
  const theirs = conflict?.theirs ?? null;
  return (
    <AlertDialog open={conflict !== null} onOpenChange={(open) => !open && onKeepEditing()}>
      <AlertDialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <AlertDialogHeader>
          <AlertDialogTitle>{CONFLICT_TITLE}</AlertDialogTitle>
          <AlertDialogDescription>{conflict && <WhoAndWhen conflict={conflict} />}</AlertDialogDescription>
        </AlertDialogHeader>
        {conflict && theirs && (
          <section aria-label="Their version compared with yours" className="space-y-2">
            <h3 className="text-sm font-semibold">Their version → yours: what overwriting would change</h3>
            <RevisionDiff before={theirs} after={inputAsVersion(conflict.mine, theirs)} />
          </section>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <Button type="button" variant="outline" disabled={!theirs} onClick={onLoadTheirs}>
            Load their version
          </Button>
          <Button type="button" disabled={!theirs} onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
