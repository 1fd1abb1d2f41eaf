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
import { cn } from '@/lib/cn';

interface FormDialogProps<T extends FieldValues, O> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  form: UseFormReturn<T, unknown, O>;
  /** Saves; resolves true when the dialog may close (SPEC §4: it stays open after a failed save). */
  onSave: (values: O) => Promise<boolean>;
  saving: boolean;
  submitLabel: string;
  className?: string;
  children: ReactNode;
}

/**
 * The create/edit dialog of SPEC §4: while saving both buttons are disabled and the submit reads
 * 'Saving...'; a successful save closes the dialog and resets the form, a failed one leaves it open.
 */
export function FormDialog<T extends FieldValues, O>(props: FormDialogProps<T, O>) {
  const { open, onOpenChange, title, description, form, onSave, saving, submitLabel, className, children } =
    props;
  const submit = form.handleSubmit(async (values) => {
    if (await onSave(values)) {
      form.reset();
      onOpenChange(false);
    }
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className={cn('sm:max-w-xl', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : submitLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
