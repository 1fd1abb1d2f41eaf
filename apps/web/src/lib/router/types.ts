import type { ComponentType } from 'react';

// The shapes of our router (./index.ts). Names and fields follow React Router's, so the app's call sites
// read the same as they did with it; only what the app uses exists.

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface Location<State = unknown> extends Path {
  /** What the navigation passed as `state` (kept in the history entry: it survives a reload). */
  state: State;
  /** Identifies the history entry (scroll positions are saved under it). */
  key: string;
}

/** A path string ('/blog?x#y', '?q=1', '../x') or its parts. */
export type To = string | Partial<Path>;

export type Params = Readonly<Partial<Record<string, string>>>;

export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/** What a lazy route module may provide (route modules export `Component`). */
export interface RouteModule {
  Component?: ComponentType | null;
  ErrorBoundary?: ComponentType | null;
  handle?: unknown;
}

export interface RouteObject extends RouteModule {
  /** Absolute ('/admin') or relative to the parent ('posts/:id'); '*' matches anything. */
  path?: string;
  /** Renders at its parent's path. */
  index?: boolean;
  children?: RouteObject[];
  /** Loaded before the route renders; its result is assigned to the route once (fields set here win). */
  lazy?: () => Promise<RouteModule>;
}

export interface RouteMatch {
  route: RouteObject;
  /** Decoded values of the matched path's `:name` and `*` segments. */
  params: Params;
  /** The part of the URL the route's path matched. */
  pathname: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keeps the scroll position (ScrollRestoration) — e.g. a search box writing its query to the URL. */
  preventScrollReset?: boolean;
}

export type Blocker =
  | { state: 'unblocked'; reset: undefined; proceed: undefined; location: undefined }
  | { state: 'blocked'; reset: () => void; proceed: () => void; location: Location }
  | { state: 'proceeding'; reset: undefined; proceed: undefined; location: Location };

export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
  historyAction: HistoryAction;
}) => boolean;

export type Navigation = { state: 'idle'; location: undefined } | { state: 'loading'; location: Location };

export interface RouterState {
  historyAction: HistoryAction;
  location: Location;
  matches: RouteMatch[];
  /** False until the first location's lazy route modules have loaded (nothing renders before). */
  initialized: boolean;
  /** A navigation waiting for its route modules; the current page stays on screen meanwhile. */
  navigation: Navigation;
  /** A route module that failed to load: shown by the nearest ErrorBoundary at or above `index`. */
  error: { index: number; error: unknown } | null;
  /** A saved position to scroll back to (back/forward), null for none, false to leave the scroll alone. */
  restoreScrollPosition: number | false | null;
  preventScrollReset: boolean;
  blockers: ReadonlyMap<string, Blocker>;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** A number moves through the history (-1: back). */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Registers (or updates) the blocker `key`; useBlocker calls it. */
  setBlocker(key: string, shouldBlock: BlockerFunction): void;
  deleteBlocker(key: string): void;
  /** Starts saving scroll positions per history entry (ScrollRestoration); returns the saved ones. */
  enableScrollRestoration(positions: Record<string, number>): void;
  dispose(): void;
}
