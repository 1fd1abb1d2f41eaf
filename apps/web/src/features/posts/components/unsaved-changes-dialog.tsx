import type { Blocker } from '@/lib/router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { AutosaveStatus } from '../hooks/use-autosave';

interface UnsavedChangesDialogProps {
  blocker: Blocker;
  /** The autosave's state: where the changes are kept. */
  status: AutosaveStatus;
  /** Autosave waits for the answer to "You have unsaved changes from …": these changes are not kept. */
  held: boolean;
}

/** What becomes of the changes if the user leaves, as autosave (hooks/use-autosave.ts) has kept them. */
export function leaveDescription(status: AutosaveStatus, held: boolean): string {
  if (held) {
    return 'These changes are not kept: autosave waits until you restore or discard your earlier changes. If you leave now, they will be lost.';
  }
  if (status.kind === 'failed') {
    return `Your latest changes are kept as an unsaved draft in this browser only (not on your account: ${status.reason}), and offered when you open this post here again; they are not published.`;
  }
  return 'Your latest changes are kept as an unsaved draft on this device and account, and offered when you open this post again; they are not published.';
}

/** Asked when the user leaves the editor with unsaved changes (a blocked navigation). */
export function UnsavedChangesDialog({ blocker, status, held }: UnsavedChangesDialogProps) {
  return (
    <ConfirmDialog
      subject={blocker.state === 'blocked' ? blocker : null}
      title="Leave without saving?"
      description={leaveDescription(status, held)}
      cancel="Stay"
      action="Leave"
      destructive
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
      onCancel={() => blocker.state === 'blocked' && blocker.reset()}
    />
  );
}
