import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { createDialogSwitch } from '../lib/dialog-switch';
import { LoginSessionsList } from './login-sessions-list';

const dialog = createDialogSwitch();

/** Opens Settings → Security → Login Sessions (the dialog must be mounted: <LoginSessionsDialog />). */
export const openLoginSessions = dialog.open;

/** Login sessions (issue 25): where this account is signed in; sign out any or all of the others. */
export function LoginSessionsDialog() {
  const { shown, setShown, onCloseAutoFocus } = dialog.useDialog();
  return (
    <Dialog open={shown} onOpenChange={setShown}>
      <DialogContent className="sm:max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Login Sessions</DialogTitle>
          <DialogDescription>
            The devices and browsers signed in to your account. A device you sign out here loses access when
            it next renews its sign-in.
          </DialogDescription>
        </DialogHeader>
        <LoginSessionsList />
      </DialogContent>
    </Dialog>
  );
}
