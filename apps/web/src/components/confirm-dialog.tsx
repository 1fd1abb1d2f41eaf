import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';

/** A text, or a text made from the subject. */
type Text<T> = ReactNode | ((subject: T) => ReactNode);

/** What the action (or the alternative) does; a promise keeps the dialog open and busy until it settles. */
type Run<T> = (subject: T) => unknown;

export interface ConfirmDialogProps<T> {
  /**
   * Controlled: the dialog is open while `subject` is not null, and `onCancel` asks to close it. Leave it out
   * (undefined) for a dialog that opens from its `trigger` and closes itself.
   */
  subject?: T | null;
  /** The button that opens the dialog (rendered as Radix's trigger, so focus returns to it on close). */
  trigger?: ReactNode;
  title: Text<T>;
  /** What will happen: a string, or elements (the whole block is the dialog's accessible description). */
  description: Text<T>;
  /** The confirming button's content. */
  action: Text<T>;
  /** Replaces the action's content while its promise runs ("Deleting..."). */
  pendingAction?: ReactNode;
  /** The cancel button's label; "Cancel" unless told ("Stay"). */
  cancel?: string;
  destructive?: boolean;
  /** The action cannot be chosen yet (e.g. while what it would do is still being checked). */
  disabled?: boolean;
  /** A second answer between Cancel and the action, outlined ("Change without redirect"). */
  alternative?: { label: ReactNode; onConfirm: Run<T> };
  /**
   * Runs the action. When it returns a promise the dialog stays open with every button disabled (Escape
   * does nothing) until it settles: it closes when the promise resolves and stays open when it rejects —
   * the caller reports the failure before rejecting. Otherwise the dialog closes at once.
   */
  onConfirm: Run<T>;
  /** Controlled dialogs: the dialog closes (Cancel, Escape, or after the action). */
  onCancel?: () => void;
  /** Uncontrolled dialogs: the dialog opened or closed. */
  onOpenChange?: (open: boolean) => void;
  /** Where focus goes on close; preventDefault() on the event to move it elsewhere yourself. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Asks before one deliberate action ("Delete", "Change Role", "Leave"): a title, what will happen, Cancel and
 * the action. Every confirmation in the app is this dialog (Radix AlertDialog: a click outside does not
 * dismiss it; focus starts on Cancel).
 */
export function ConfirmDialog<T = undefined>({
  subject,
  trigger,
  title,
  description,
  action,
  pendingAction,
  cancel = 'Cancel',
  destructive = false,
  disabled = false,
  alternative,
  onConfirm,
  onCancel,
  onOpenChange,
  onCloseAutoFocus,
}: ConfirmDialogProps<T>) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const controlled = subject !== undefined;
  const open = controlled ? subject !== null : ownOpen;

  const setOpen = (next: boolean) => {
    if (controlled) {
      if (!next) onCancel?.();
      return;
    }
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  const run = (chosen: Run<T>) => {
    if (!open || busy) return;
    const result = chosen(subject as T);
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setBusy(true);
    result.then(
      () => {
        setBusy(false);
        setOpen(false);
      },
      // The caller has reported the failure; the dialog stays open to try again or cancel.
      () => setBusy(false),
    );
  };

  const text = (value: Text<T>) =>
    typeof value === 'function' ? (open ? value(subject as T) : null) : value;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{text(title)}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div>{text(description)}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancel}</AlertDialogCancel>
          {alternative ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy}
              onClick={() => run(alternative.onConfirm)}
            >
              {alternative.label}
            </Button>
          ) : null}
          <AlertDialogAction
            className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
            disabled={busy || disabled}
            onClick={(event) => {
              // The dialog closes when the action is done (see onConfirm), not on the click.
              event.preventDefault();
              run(onConfirm);
            }}
          >
            {busy && pendingAction !== undefined ? pendingAction : text(action)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
