// Whether one of Settings' dialogs is open, held outside React so that the Security card can open it from a
// plain `onConfigure` callback. Radix returns focus to the Configure button on close.
import { useEffect, useSyncExternalStore } from 'react';

export interface DialogSwitch {
  open(): void;
  /** [shown, setShown] for <Dialog open onOpenChange>; leaving the screen closes it. */
  useShown(): [boolean, (next: boolean) => void];
}

export function createDialogSwitch(): DialogSwitch {
  let shown = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    shown = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    open: () => set(true),
    useShown() {
      const value = useSyncExternalStore(
        subscribe,
        () => shown,
        () => false,
      );
      useEffect(() => () => set(false), []);
      return [value, set];
    },
  };
}
