import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether the screen is wide enough (Tailwind's `lg`) for the details beside the grid rather than in a sheet. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
