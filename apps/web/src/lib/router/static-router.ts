import { createRouter } from './create-router';
import { createStaticHistory } from './history';
import { loadRouteModules } from './load-routes';
import { matchRoutes } from './match-routes';
import { createLocation, parsePath } from './path';
import type { RouteObject, Router } from './types';

/**
 * The router for a server render of `url` (a path): its route modules loaded, never navigating. Rendered
 * with the same <RouterProvider> as the browser, so hydration meets the same tree. Null when no route
 * matches.
 */
export async function createStaticRouter(routes: RouteObject[], url: string): Promise<Router | null> {
  const location = createLocation(parsePath(url), null, 'default');
  const matches = matchRoutes(routes, location);
  if (!matches) return null;
  const error = await loadRouteModules(matches);
  const router = createRouter(routes, createStaticHistory(location));
  // A module that failed to load renders its nearest ErrorBoundary, as in the browser.
  return error ? { ...router, state: { ...router.state, initialized: true, error } } : router;
}
