import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';

/**
 * Asks before one deliberate action ("Change Role", "Reset Two-Factor", "Reinstate"): a title, what will happen,
 * Cancel and the action. Open while `subject` is set; `onConfirm` gets it back.
 */
export function ConfirmDialog<T>({
  subject,
  title,
  description,
  action,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  subject: T | null;
  title: (subject: T) => string;
  description: (subject: T) => ReactNode;
  action: string;
  destructive?: boolean;
  onConfirm: (subject: T) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={subject !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{subject !== null ? title(subject) : ''}</AlertDialogTitle>
          <AlertDialogDescription>{subject !== null ? description(subject) : ''}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
            onClick={() => subject !== null && onConfirm(subject)}
          >
            {action}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
