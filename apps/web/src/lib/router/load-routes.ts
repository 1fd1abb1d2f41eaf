import type { RouteMatch, RouteModule, RouteObject } from './types';

// Lazy route modules, loaded once per route: a navigation waits for them before it shows anything, and a
// second navigation to the same route shares the first one's download.

const loading = new WeakMap<RouteObject, Promise<void>>();
const FIELDS = ['Component', 'ErrorBoundary', 'handle'] as const;

function loadRoute(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (!lazy) return Promise.resolve();
  let pending = loading.get(route);
  if (!pending) {
    pending = lazy().then((module: RouteModule) => {
      // What the route object states itself wins over the module (React Router's rule).
      for (const field of FIELDS) {
        if (route[field] === undefined && module[field] !== undefined)
          Object.assign(route, { [field]: module[field] });
      }
      delete route.lazy;
    });
    // A failed download may be retried by the next navigation (a flaky connection, a redeploy).
    pending.catch(() => loading.delete(route));
    loading.set(route, pending);
  }
  return pending;
}

/**
 * Loads the lazy modules of `matches`, all at once. Resolves to null, or to the first failing match's
 * position and error (the nearest ErrorBoundary above it shows the error).
 */
export async function loadRouteModules(
  matches: RouteMatch[],
): Promise<{ index: number; error: unknown } | null> {
  const results = await Promise.allSettled(matches.map(({ route }) => loadRoute(route)));
  const failed = results.findIndex((r) => r.status === 'rejected');
  const result = results[failed];
  return result?.status === 'rejected' ? { index: failed, error: result.reason } : null;
}
