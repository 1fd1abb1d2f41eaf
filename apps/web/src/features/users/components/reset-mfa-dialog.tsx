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

export interface PendingMfaReset {
  userId: string;
  name: string;
}

/** Asks before an admin removes someone's authenticator: their next sign-in needs only the password. */
export function ResetMfaDialog({
  reset,
  onConfirm,
  onCancel,
}: {
  reset: PendingMfaReset | null;
  onConfirm: (reset: PendingMfaReset) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={reset !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Reset two-factor sign-in</AlertDialogTitle>
          <AlertDialogDescription>
            {reset &&
              `Remove ${reset.name}'s authenticator app? Do this only after confirming who is asking, for example by phone. They will sign in with their password and set up two-factor sign-in again.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => reset && onConfirm(reset)}
          >
            Reset Two-Factor
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
