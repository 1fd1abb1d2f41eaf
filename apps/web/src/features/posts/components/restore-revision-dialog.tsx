import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { STATUS_LABEL, type RevisionStatus } from '../lib/revision-text';

interface RestoreRevisionDialogProps {
  /** The revision to restore; null = closed. */
  revisionNumber: number | null;
  /** The post's status, which a restore keeps. */
  status: RevisionStatus;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says what a restore does before it happens (restore_post_revision): words back, status kept. */
export function RestoreRevisionDialog({
  revisionNumber,
  status,
  onCancel,
  onConfirm,
}: RestoreRevisionDialogProps) {
  return (
    <AlertDialog open={revisionNumber !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Restore revision {revisionNumber}?</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              <p>
                The post’s title, URL slug, excerpt, text, SEO fields and cover image become those of revision{' '}
                {revisionNumber}. Its status stays {STATUS_LABEL[status]}
                {status === 'published' ? ': the public page changes at once.' : '.'}
              </p>
              <p>Edits you have not saved in the form are lost.</p>
              <p>The restore is added to the history, so the current text can be restored later too.</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'default' })} onClick={onConfirm}>
            Restore revision {revisionNumber}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
