import { useEffect, useId } from 'react';
import { useRouter, useRouterState } from './contexts';
import { IDLE_BLOCKER } from './create-router';
import type { Blocker, BlockerFunction } from './types';

/**
 * Stops navigations (links, navigate(), back/forward) while `shouldBlock` says so: the blocker turns
 * 'blocked' with the next location, and the screen asks — `proceed()` goes on, `reset()` stays. A page
 * reload or a closed tab is the browser's (beforeunload), not the router's.
 */
export function useBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const router = useRouter();
  const { blockers } = useRouterState();
  const key = useId();
  useEffect(() => {
    router.setBlocker(key, typeof shouldBlock === 'function' ? shouldBlock : () => shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router.deleteBlocker(key), [router, key]);
  return blockers.get(key) ?? IDLE_BLOCKER;
}
