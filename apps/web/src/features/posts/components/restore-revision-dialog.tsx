import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      subject={revisionNumber}
      title={(n) => `Restore revision ${n}?`}
      description={(n) => (
        <div className="space-y-2">
          <p>
            {`The post’s title, URL slug, excerpt, text, SEO fields and cover image become those of revision ${n}. `}
            {`Its status stays ${STATUS_LABEL[status]}`}
            {status === 'published' ? ': the public page changes at once.' : '.'}
          </p>
          <p>Edits you have not saved in the form are lost.</p>
          <p>The restore is added to the history, so the current text can be restored later too.</p>
        </div>
      )}
      action={(n) => `Restore revision ${n}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
