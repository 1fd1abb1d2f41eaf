import { useEffect, useRef, type RefObject } from 'react';

/**
 * Puts focus back on `target` when an overlay opened from it closes. Radix returns focus only to its own
 * DialogTrigger; the media picker opens from a plain button of the form (it is rendered outside the <form>),
 * so without this a keyboard user would land on <body> after choosing an image.
 *
 * A task later, not at once: the closing dialog's focus trap is still listening during this commit (Radix
 * unmounts the content a render later and releases its focus scope in a task of its own), and would pull
 * focus straight back into the disappearing dialog.
 */
export function useReturnFocus(open: boolean, target: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const task = setTimeout(() => target.current?.focus(), 0);
    return () => clearTimeout(task);
  }, [open, target]);
}
