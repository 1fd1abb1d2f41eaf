import { ConfirmDialog } from '@/components/confirm-dialog';

export interface PendingMfaReset {
  userId: string;
  name: string;
  email: string;
}

/** What the reset does, said before it is done (the confirm dialog's text). */
export function resetMfaDescription(r: PendingMfaReset): string {
  return (
    `Remove ${r.name}'s authenticator app? Do this only after confirming who is asking, for example by phone. ` +
    `Their password stops working too and all their sessions are signed out: a password-reset e-mail goes to ` +
    `${r.email}, with which they choose a new password and then set up two-factor sign-in again.`
  );
}

/**
 * Asks before an admin removes someone's authenticator (issue 37): the reset also revokes their password, since
 * whoever holds it would otherwise be let in by the password alone.
 */
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
      description={resetMfaDescription}
      action="Reset Two-Factor"
      destructive
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
