import { useEffect, useSyncExternalStore } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LoginSessionsList } from './login-sessions-list';

// Whether the dialog is open, held outside React so that Settings' Security card can open it from a plain
// `onConfigure` (as Password's moves to its form). With no Radix trigger, the element that had the focus when
// it opened (the Configure button) is remembered and given the focus back on close.
let open = false;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();
function setOpen(next: boolean) {
  open = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const isOpen = () => open;
const closedOnServer = () => false;

/** Opens Settings → Security → Login Sessions (the dialog must be mounted: <LoginSessionsDialog />). */
export function openLoginSessions(): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  setOpen(true);
}

/** Login sessions (issue 25): where this account is signed in; sign out any or all of the others. */
export function LoginSessionsDialog() {
  const shown = useSyncExternalStore(subscribe, isOpen, closedOnServer);
  // Leaving Settings with the dialog open does not reopen it on the next visit.
  useEffect(() => () => setOpen(false), []);
  return (
    <Dialog open={shown} onOpenChange={setOpen}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={(event) => {
          if (!opener?.isConnected) return;
          event.preventDefault();
          opener.focus();
          opener = null;
        }}
      >
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
