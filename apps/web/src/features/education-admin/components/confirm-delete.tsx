import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

interface ConfirmDeleteProps {
  /** The dialog's title, e.g. "Delete course". */
  title: string;
  /** SPEC §2's confirmation text. */
  description: string;
  /** Names the trigger for assistive technology ("Delete Bitcoin Basics"). */
  label: string;
  /** Runs the delete; the dialog closes when it settles (the notice says how it went). */
  onConfirm: () => Promise<unknown>;
}

/** Delete with a confirmation that cannot be dismissed by a click outside. */
export function ConfirmDelete({ title, description, label, onConfirm }: ConfirmDeleteProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete has settled. */}
          <button
            type="button"
            className={buttonVariants({ variant: 'destructive' })}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? 'Deleting...' : 'Delete'}
          </button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
