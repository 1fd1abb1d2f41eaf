import { createContext, useContext, type ReactNode } from 'react';
import type { Location, RouteMatch, Router, RouterState } from './types';

// The router's React contexts. Both router contexts default to null so a hook used outside
// <RouterProvider> fails loudly instead of reading an empty router.

export const RouterContext = createContext<Router | null>(null);
export const RouterStateContext = createContext<RouterState | null>(null);
/**
 * The location alone: it changes only when the page does, so what reads just the location (useLocation,
 * links) does not re-render while a navigation loads or a blocker changes state.
 */
export const LocationContext = createContext<Location | null>(null);

/** The route being rendered: its match, and what its <Outlet> shows (the child route, or nothing). */
export interface RouteContextValue {
  match: RouteMatch;
  outlet: ReactNode;
}
export const RouteContext = createContext<RouteContextValue | null>(null);

/** The error an ErrorBoundary is showing (useRouteError); `null` outside one. */
export const RouteErrorContext = createContext<{ error: unknown } | null>(null);

export function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links must be used inside <RouterProvider>');
  return router;
}

export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('Router hooks and links must be used inside <RouterProvider>');
  return state;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('Router hooks and links must be used inside <RouterProvider>');
  return location;
}
