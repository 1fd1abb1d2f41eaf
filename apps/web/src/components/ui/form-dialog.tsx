import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

interface FormDialogProps<T extends FieldValues, O> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  form: UseFormReturn<T, unknown, O>;
  /**
   * Called with the valid values. Resolving true closes the dialog and resets the form (SPEC §4: it stays
   * open after a failed save); a dialog whose owner closes it (by clearing what it is about) returns nothing.
   */
  onSubmit: (values: O) => Promise<boolean> | boolean | void;
  /** While true both buttons are disabled, the submit reads `busyLabel` and the dialog does not close. */
  busy?: boolean;
  submitLabel: string;
  busyLabel?: string;
  submitVariant?: 'default' | 'destructive';
  cancelLabel?: string;
  /** The dialog's width; the default is the dialog's own. */
  className?: string;
  children: ReactNode;
}

/**
 * A dialog around one form (the create/edit dialogs of SPEC §4, a reason, an alt text): title, description,
 * the fields, then Cancel and the submit button. Cancel, Escape and a click outside all ask `onOpenChange(false)`.
 */
export function FormDialog<T extends FieldValues, O>(props: FormDialogProps<T, O>) {
  const { open, onOpenChange, title, description, form, onSubmit, busy = false, className, children } = props;
  const { submitLabel, busyLabel = 'Saving...', submitVariant = 'default', cancelLabel = 'Cancel' } = props;
  const submit = form.handleSubmit(async (values) => {
    if ((await onSubmit(values)) === true) {
      form.reset();
      onOpenChange(false);
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
                {cancelLabel}
              </Button>
              <Button type="submit" variant={submitVariant} disabled={busy}>
                {busy ? busyLabel : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
