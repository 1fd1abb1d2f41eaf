import { Archive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCertificateCount } from '../api/get-certificate-count';
import type { Course } from '../api/types';
import { messageOf } from '../lib/message-of';

export const DELETE_TEXT =
  'Are you sure you want to delete this course? This action cannot be undone and will also delete all associated modules.';

/** What the archive dialog says: the count, why there is no delete, and what archiving does. */
export function archiveText(count: number): string {
  const issued = count === 1 ? '1 certificate was' : `${count} certificates were`;
  return (
    `${issued} issued for this course, so it cannot be deleted: the certificates' verification pages must ` +
    'keep working. Archive the course instead: learners no longer see it, its certificates stay valid, and ' +
    'you can restore it at any time.'
  );
}

interface CourseDeleteDialogProps {
  course: Course;
  /** Each runs the change; the dialog closes when it settles (the notice says how it went). */
  onDelete: () => Promise<unknown>;
  onArchive: () => Promise<unknown>;
}

/**
 * Delete with a confirmation that first asks how many certificates the course has issued: none → delete as
 * before (modules go with it); some → the dialog offers "Archive course" instead, since the database refuses
 * to delete it.
 */
export function CourseDeleteDialog({ course, onDelete, onArchive }: CourseDeleteDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = useCertificateCount(course.id, open);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  const archive = count.isSuccess && count.data > 0;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Delete ${course.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{archive ? 'Archive Course' : 'Delete Course'}</AlertDialogTitle>
          <AlertDialogDescription>
            {count.isPending
              ? 'Checking whether certificates were issued for this course...'
              : count.isError
                ? `The issued certificates could not be counted (${messageOf(count.error)}). ${DELETE_TEXT}`
                : archive
                  ? archiveText(count.data)
                  : DELETE_TEXT}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* Plain buttons, not AlertDialogAction: the dialog stays open until the change has settled. */}
          {archive ? (
            <button
              type="button"
              className={buttonVariants()}
              disabled={busy}
              onClick={() => void run(onArchive)}
            >
              <Archive aria-hidden="true" />
              {busy ? 'Archiving...' : 'Archive course'}
            </button>
          ) : (
            <button
              type="button"
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy || count.isPending}
              onClick={() => void run(onDelete)}
            >
              {busy ? 'Deleting...' : 'Delete'}
            </button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
