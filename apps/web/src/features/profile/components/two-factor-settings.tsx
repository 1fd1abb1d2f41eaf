import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { EnrollAuthenticator } from '@/components/second-factor/enroll-authenticator';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { currentAal, hasVerifiedFactor } from '@/lib/account/assurance';
import { removeSecondFactors } from '@/lib/account/second-factor';
import { useAuth } from '@/lib/auth/use-auth';
import { useSetStaffMfaRequired, useStaffMfaRequired } from '../api/staff-mfa-setting';
import { createDialogSwitch } from '../lib/dialog-switch';

const dialog = createDialogSwitch();

/** Opens Settings → Security → Two-Factor Authentication (<TwoFactorDialog /> must be mounted). */
export const openTwoFactor = dialog.open;

/** Two-factor sign-in (issue 25): set up or turn off one's authenticator; admins require it for staff. */
export function TwoFactorDialog() {
  const { shown, setShown, onCloseAutoFocus } = dialog.useDialog();
  const { session, profile } = useAuth();
  const enabled = hasVerifiedFactor(session);
  return (
    <Dialog open={shown} onOpenChange={setShown}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Two-Factor Authentication</DialogTitle>
          <DialogDescription>
            After your password, signing in asks for a 6-digit code from an authenticator app on your phone.
          </DialogDescription>
        </DialogHeader>
        {enabled ? <EnabledState /> : <EnrollAuthenticator onEnabled={() => undefined} />}
        {profile?.role === 'admin' && <StaffRequirement aal2={currentAal(session) === 'aal2'} />}
      </DialogContent>
    </Dialog>
  );
}

function EnabledState() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const turnOff = async () => {
    setError(null);
    setPending(true);
    try {
      await removeSecondFactors();
    } catch (err) {
      setError(authErrorMessage(err as Error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-center gap-2 font-medium">
        <ShieldCheck className="size-5 text-green-700" aria-hidden="true" />
        Two-factor sign-in is on for your account.
      </p>
      <p className="text-sm text-muted-foreground">
        Lost your phone? An administrator can reset two-factor sign-in for you from the Users screen; you then
        set it up again.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="button" variant="outline" onClick={() => void turnOff()} disabled={pending}>
        <ShieldOff aria-hidden="true" />
        {pending ? 'Turning off...' : 'Turn off two-factor sign-in'}
      </Button>
    </div>
  );
}

function StaffRequirement({ aal2 }: { aal2: boolean }) {
  const setting = useStaffMfaRequired();
  const change = useSetStaffMfaRequired();
  const on = setting.data === true;
  // Turning it on needs this admin's own second factor first; turning it off is always possible.
  const blocked = !on && !aal2;
  return (
    <section className="space-y-2 border-t pt-4" aria-labelledby="staff-mfa-label">
      <div className="flex items-center justify-between gap-4">
        <Label id="staff-mfa-label" htmlFor="staff-mfa">
          Require two-factor sign-in for staff
        </Label>
        <Switch
          id="staff-mfa"
          checked={on}
          disabled={setting.isPending || change.isPending || blocked}
          onCheckedChange={(next) => change.mutate(next)}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        Admins and editors must then confirm each sign-in with a code before they can open the admin area or
        change content.
        {blocked && ' Turn on two-factor sign-in for your own account first.'}
      </p>
      {(setting.error ?? change.error) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {(setting.error ?? change.error)?.message}
        </p>
      )}
    </section>
  );
}
