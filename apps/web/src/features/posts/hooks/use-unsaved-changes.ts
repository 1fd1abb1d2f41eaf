import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from '@/lib/router';

/**
 * Leaving the editor with unsaved changes asks first: in-app navigation through the router's blocker
 * (the screen shows the question), a reload or a closed tab through the browser's own beforeunload prompt.
 * `allowLeave()` lets the navigation after a successful save through.
 */
export function useUnsavedChanges(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);

  return { blocker, allowLeave };
}
