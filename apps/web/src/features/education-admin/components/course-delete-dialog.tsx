import { Archive, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useCertificateCount } from '../api/get-certificate-count';
import type { Course } from '../api/types';

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
  /** Each runs the change and reports how it went (a notice); the dialog stays open, busy, until it is done. */
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
  const count = useCertificateCount(course.id, open);
  const archive = count.isSuccess && count.data > 0;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={`Delete ${course.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      onOpenChange={setOpen}
      title={archive ? 'Archive Course' : 'Delete Course'}
      description={
        count.isPending
          ? 'Checking whether certificates were issued for this course...'
          : count.isError
            ? `The issued certificates could not be counted (${errorMessage(count.error)}). ${DELETE_TEXT}`
            : archive
              ? archiveText(count.data)
              : DELETE_TEXT
      }
      action={
        archive ? (
          <>
            <Archive aria-hidden="true" />
            Archive course
          </>
        ) : (
          'Delete'
        )
      }
      pendingAction={
        archive ? (
          <>
            <Archive aria-hidden="true" />
            Archiving...
          </>
        ) : (
          'Deleting...'
        )
      }
      destructive={!archive}
      disabled={!archive && count.isPending}
      onConfirm={archive ? onArchive : onDelete}
    />
  );
}
