import type { ReactNode } from 'react';

/**
 * Holds dialogs rendered from inside a form (the post form, a FormDialog). React events bubble through
 * portals along the component tree, so a dialog's own form (the picker's alt-text step, the alt-text dialog)
 * submitting would also submit the outer form; its submit stops here. `contents`: no box of its own in the layout.
 */
export function IsolatedDialogs({ children }: { children: ReactNode }) {
  return (
    <div className="contents" onSubmit={(e) => e.stopPropagation()}>
      {children}
    </div>
  );
}
