import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDeleteProps {
  /** The dialog's title, e.g. "Delete course". */
  title: string;
  /** SPEC §2's confirmation text. */
  description: string;
  /** Names the trigger for assistive technology ("Delete Bitcoin Basics"). */
  label: string;
  /** Runs the delete and reports how it went (a notice); the dialog stays open, busy, until it is done. */
  onConfirm: () => Promise<unknown>;
}

/** Delete with a confirmation that cannot be dismissed by a click outside. */
export function ConfirmDelete({ title, description, label, onConfirm }: ConfirmDeleteProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-label={label}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
      title={title}
      description={description}
      action="Delete"
      pendingAction="Deleting..."
      destructive
      onConfirm={onConfirm}
    />
  );
}
