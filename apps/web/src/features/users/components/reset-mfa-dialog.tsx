import { ConfirmDialog } from '@/components/confirm-dialog';

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
    <ConfirmDialog
      subject={reset}
      title={() => 'Reset two-factor sign-in'}
      description={(r) =>
        `Remove ${r.name}'s authenticator app? Do this only after confirming who is asking, for example by phone. They will sign in with their password and set up two-factor sign-in again.`
      }
      action="Reset Two-Factor"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
