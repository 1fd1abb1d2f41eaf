import { useEffect, useLayoutEffect } from 'react';
import { useRouter, useRouterState } from './contexts';

// Scroll positions, per history entry: a new page starts at the top (or at its #fragment), back/forward
// returns to where the page was left. The browser's own restoration is off while the app runs (it would
// restore before the page is rendered); positions are kept in sessionStorage across a reload, and the
// browser's restoration is switched back on as the page unloads so a reload lands where it was.

const STORAGE_KEY = 'app-scroll-positions';
// One set per document: every ScrollRestoration of the app shares it.
let positions: Record<string, number> | null = null;

function loadPositions(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function ScrollRestoration(): null {
  const router = useRouter();
  const { location, restoreScrollPosition, preventScrollReset, navigation } = useRouterState();

  useLayoutEffect(() => {
    positions ??= loadPositions();
    router.enableScrollRestoration(positions);
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  const idle = navigation.state === 'idle';
  useEffect(() => {
    const onPageHide = () => {
      if (positions && idle) positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions ?? {}));
      } catch {
        // Storage full or refused: back/forward after a reload starts at the top, nothing worse.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [location, idle]);

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // A malformed #fragment names no element.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return null;
}
