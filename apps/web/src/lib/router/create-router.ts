import {
  createBrowserHistory,
  createMemoryHistory,
  type MemoryHistoryOptions,
  type RouterHistory,
} from './history';
import { loadRouteModules } from './load-routes';
import { matchRoutes } from './match-routes';
import { createLocation, createPath, resolveTo } from './path';
import type {
  Blocker,
  BlockerFunction,
  HistoryAction,
  Location,
  NavigateOptions,
  RouteObject,
  Router,
  RouterState,
  To,
} from './types';

// The router: a location, the routes it matches, and the navigations between locations. A navigation
// (a link, navigate(), back/forward) asks the blockers first, then loads the next page's lazy route modules
// while the current page stays on screen, and only then moves the history and tells its subscribers — so
// the page swaps in one go, as React Router's data router does.

export const IDLE_BLOCKER: Blocker = {
  state: 'unblocked',
  reset: undefined,
  proceed: undefined,
  location: undefined,
};

export function createRouter(routes: RouteObject[], history: RouterHistory): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const blockerFunctions = new Map<string, BlockerFunction>();
  let scrollPositions: Record<string, number> | null = null;
  // The latest navigation: an older one that finishes loading later is dropped.
  let pending = 0;
  // Set while undoing a blocked back/forward: that move is ours, not the user's.
  let undoing = false;
  // Set while a blocked back/forward goes through after all (proceed).
  let proceeding = false;
  let shownIndex = history.index;

  const first = matchRoutes(routes, history.location);
  let state: RouterState = {
    historyAction: 'POP',
    location: history.location,
    matches: first ?? [],
    initialized: (first ?? []).every(({ route }) => !route.lazy),
    navigation: { state: 'idle', location: undefined },
    error: null,
    // The first page is where the browser put it (a server-rendered page may already be scrolled).
    restoreScrollPosition: false,
    preventScrollReset: false,
    blockers: new Map(),
  };

  function update(next: Partial<RouterState>): void {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener(state));
  }

  function setBlocker(key: string, blocker: Blocker): void {
    const blockers = new Map(state.blockers);
    blockers.set(key, blocker);
    update({ blockers });
  }

  /** The blocker that stops going to `next`, if any (React Router allows one at a time; so do we). */
  function blockingKey(next: Location, historyAction: HistoryAction): string | undefined {
    for (const [key, shouldBlock] of blockerFunctions) {
      if (shouldBlock({ currentLocation: state.location, nextLocation: next, historyAction })) return key;
    }
    return undefined;
  }

  /** Blocks the move to `next`; `go` makes it after all. */
  function block(key: string, next: Location, go: () => void): void {
    setBlocker(key, {
      state: 'blocked',
      location: next,
      proceed: () => {
        setBlocker(key, { state: 'proceeding', proceed: undefined, reset: undefined, location: next });
        go();
      },
      reset: () => setBlocker(key, IDLE_BLOCKER),
    });
  }

  async function load(
    historyAction: HistoryAction,
    location: Location,
    preventScrollReset = false,
  ): Promise<void> {
    const id = ++pending;
    const matches = matchRoutes(routes, location) ?? [];
    const needsLoading = matches.some(({ route }) => route.lazy);
    if (needsLoading) update({ navigation: { state: 'loading', location } });
    const error = await loadRouteModules(matches);
    if (id !== pending) return;
    if (historyAction === 'PUSH') history.push(location);
    if (historyAction === 'REPLACE') history.replace(location);
    if (historyAction !== 'POP') shownIndex = history.index;
    if (scrollPositions) scrollPositions[state.location.key] = window.scrollY;
    update({
      historyAction,
      location,
      matches,
      initialized: true,
      navigation: { state: 'idle', location: undefined },
      error,
      // Back/forward to a page seen before returns to where it was left; the first page stays put.
      restoreScrollPosition: state.initialized ? (scrollPositions?.[location.key] ?? null) : false,
      preventScrollReset,
      // A navigation that happened got past every blocker: they start over.
      blockers: new Map([...state.blockers.keys()].map((key) => [key, IDLE_BLOCKER])),
    });
  }

  function navigate(to: To | number, options: NavigateOptions = {}): Promise<void> {
    if (typeof to === 'number') {
      history.go(to);
      return Promise.resolve();
    }
    const path = resolveTo(to, state.location);
    const next = createLocation(path, options.state ?? null);
    // Going where we already are replaces the entry instead of adding a duplicate (React Router's rule).
    const historyAction =
      options.replace || createPath(path) === createPath(state.location) ? 'REPLACE' : 'PUSH';
    const key = blockingKey(next, historyAction);
    if (key) {
      block(key, next, () => void load(historyAction, next, options.preventScrollReset));
      return Promise.resolve();
    }
    return load(historyAction, next, options.preventScrollReset);
  }

  const stopListening = history.listen((location, index) => {
    const delta = shownIndex - index;
    shownIndex = index;
    if (undoing) {
      undoing = false;
      return;
    }
    const key = proceeding ? undefined : blockingKey(location, 'POP');
    proceeding = false;
    if (key) {
      // The browser has already moved: move it back, and forward again if the user proceeds.
      undoing = true;
      history.go(delta);
      block(key, location, () => {
        proceeding = true;
        history.go(-delta);
      });
      return;
    }
    void load('POP', location);
  });

  if (!state.initialized) void load('POP', state.location);

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate,
    setBlocker(key, shouldBlock) {
      blockerFunctions.set(key, shouldBlock);
    },
    deleteBlocker(key) {
      blockerFunctions.delete(key);
      if (!state.blockers.has(key)) return;
      const blockers = new Map(state.blockers);
      blockers.delete(key);
      update({ blockers });
    },
    enableScrollRestoration(positions) {
      scrollPositions = positions;
    },
    dispose() {
      stopListening();
      listeners.clear();
      pending += 1;
    },
  };
}

export const createBrowserRouter = (routes: RouteObject[]): Router =>
  createRouter(routes, createBrowserHistory());

export const createMemoryRouter = (routes: RouteObject[], options?: MemoryHistoryOptions): Router =>
  createRouter(routes, createMemoryHistory(options));
