// Whether one of Settings' dialogs is open, held outside React so that the Security card can open it from a
// plain `onConfigure` callback. With no Radix trigger, the element that had the focus when it opened (the
// Configure button) is remembered and given the focus back on close.
import { useEffect, useSyncExternalStore } from 'react';

export interface DialogSwitch {
  open(): void;
  /** For <Dialog open onOpenChange> and <DialogContent onCloseAutoFocus>; leaving the screen closes it. */
  useDialog(): {
    shown: boolean;
    setShown: (next: boolean) => void;
    onCloseAutoFocus: (event: Event) => void;
  };
}

export function createDialogSwitch(): DialogSwitch {
  let shown = false;
  let opener: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const onCloseAutoFocus = (event: Event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
    opener = null;
  };
  return {
    open() {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      set(true);
    },
    useDialog() {
      const value = useSyncExternalStore(
        subscribe,
        () => shown,
        () => false,
      );
      // Leaving Settings with the dialog open does not reopen it on the next visit.
      useEffect(() => () => set(false), []);
      return { shown: value, setShown: set, onCloseAutoFocus };
    },
  };
}
