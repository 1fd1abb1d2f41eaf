import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { useDeleteRedirect } from '../api/delete-redirect';
import type { Redirect } from '../api/types';

/** The row's delete action, confirmed first (SPEC §2); the list refreshes after a delete. */
export function DeleteRedirectButton({ redirect }: { redirect: Pick<Redirect, 'id' | 'source_path'> }) {
  const remove = useDeleteRedirect();
  // mutateAsync, not mutate's callbacks: a successful delete refreshes the list, which unmounts this row
  // (and with it mutate's per-call callbacks) before the success notice could be raised.
  const confirm = async () => {
    try {
      await remove.mutateAsync(redirect.id);
      notify('Redirect deleted successfully');
    } catch {
      notifyError('Failed to delete redirect');
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete redirect ${redirect.source_path}`}
          disabled={remove.isPending}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      }
      title="Delete Redirect"
      description="Are you sure you want to delete this redirect? This action cannot be undone."
      action="Delete"
      destructive
      // Closes at once; the notice says how the delete went.
      onConfirm={() => void confirm()}
    />
  );
}
