import { ConfirmDialog } from '@/components/confirm-dialog';

interface DeleteRevisionDialogProps {
  /** The revision to delete; null = closed. */
  revision: { number: number; when: string } | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Says what deleting a revision does before it happens: gone for good, the post itself unchanged. */
export function DeleteRevisionDialog({ revision, onCancel, onConfirm }: DeleteRevisionDialogProps) {
  return (
    <ConfirmDialog
      subject={revision}
      destructive
      title={(r) => `Delete revision ${r.number}?`}
      description={(r) =>
        `Revision ${r.number} (${r.when}) is removed from this draft’s history for good; it can no longer be compared or restored. The post itself does not change.`
      }
      action={(r) => `Delete revision ${r.number}`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
