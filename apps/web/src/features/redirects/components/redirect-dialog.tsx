import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { emptyRedirect } from '../api/redirect-schema';
import type { Redirect } from '../api/types';
import { RedirectForm } from './redirect-form';

/** What the dialog is open for: a new redirect (maybe from a missing path) or an existing row. */
export type RedirectDialogState =
  { mode: 'create'; sourcePath?: string } | { mode: 'edit'; redirect: Redirect };

interface RedirectDialogProps {
  state: RedirectDialogState | null;
  onClose(): void;
}

/**
 * 'Create New Redirect' / 'Edit Redirect'. The form lives inside the dialog's content, which Radix mounts
 * only while open, so every opening starts from fresh values (an edit's row, or a prefilled source path).
 */
export function RedirectDialog({ state, onClose }: RedirectDialogProps) {
  const editing = state?.mode === 'edit' ? state.redirect : null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Redirect' : 'Create New Redirect'}</DialogTitle>
          <DialogDescription>
            Visitors who open the source path are sent to the destination URL.
          </DialogDescription>
        </DialogHeader>
        {state && (
          <RedirectForm
            id={editing?.id}
            defaultValues={
              editing
                ? {
                    source_path: editing.source_path,
                    destination_url: editing.destination_url,
                    redirect_type: editing.redirect_type,
                    is_active: editing.is_active,
                  }
                : emptyRedirect(state.mode === 'create' ? state.sourcePath : undefined)
            }
            onSaved={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
