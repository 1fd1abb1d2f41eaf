import {
  createBrowserRouter,
  loadRouteModules,
  matchRoutes,
  type RouteModule,
  type RouteObject,
  type Router,
} from '@/lib/router';
import { MarketingLayout } from '@/components/layouts/marketing-layout';
import { RouteError } from '@/components/layouts/route-error';
import { ADMIN_LAYOUT_MODULE, appRoutes, type AppRoute } from '@/config/routes';

// The route tree, built from the manifest (config/routes.ts). Every screen is a lazy module that exports
// `Component`, so a public page never downloads the code of the admin, editor or learner areas. Screens
// that read data sit under `data-root` (TanStack Query's provider), loaded in parallel with the screen
// itself; the static marketing pages and the write-only forms (/contact, /auth) never download it.
// The globs are relative to this file (src/app/), not to a root, so they find the same files whichever root the
// code is run from: Vite's (apps/web) or the repository's (the server's tests render the app from source).
const found = import.meta.glob<RouteModule>([
  '../features/*/routes/**/*.tsx',
  './routes/**/*.tsx',
  '!**/*.test.tsx',
]);
/** By the manifest's module path (`src/features/blog/routes/post.tsx`). */
const modules = Object.fromEntries(
  Object.entries(found).map(([key, load]) => [
    key.startsWith('../') ? `src/${key.slice(3)}` : `src/app/${key.slice(2)}`,
    load,
  ]),
);

/** The manifest's module path → its lazy import (a typo in the manifest fails at start, loudly). */
export function lazyModule(module: string): () => Promise<RouteModule> {
  const load = modules[module];
  if (!load) throw new Error(`Route module ${module} does not exist (config/routes.ts)`);
  return load;
}

const dataRoot = () => import('./data-root');
/** What a route object carries of its manifest entry (the server renderer reads it: which pages it renders). */
export interface RouteHandle {
  route: AppRoute;
}
const toRoute = (r: AppRoute, base = ''): RouteObject => {
  const handle: RouteHandle = { route: r };
  return r.path === base
    ? { index: true, lazy: lazyModule(r.module), handle }
    : { path: base ? r.path.slice(base.length + 1) : r.path, lazy: lazyModule(r.module), handle };
};

const byArea = (area: AppRoute['area'], data: boolean) =>
  appRoutes.filter((r) => r.area === area && Boolean(r.data) === data);

export const routes: RouteObject[] = [
  {
    Component: MarketingLayout,
    ErrorBoundary: RouteError,
    children: [
      ...byArea('marketing', false)
        .filter((r) => r.path !== '*')
        .map((r) => toRoute(r)),
      {
        lazy: dataRoot,
        children: [...byArea('marketing', true), ...appRoutes.filter((r) => r.area === 'learner')].map((r) =>
          toRoute(r),
        ),
      },
      // The not-found page comes last (the router ranks by specificity anyway; this keeps it readable).
      ...appRoutes.filter((r) => r.area === 'marketing' && r.path === '*').map((r) => toRoute(r)),
    ],
  },
  {
    // Sign-in only writes (its forms run their calls with plain state) and reads the session from the
    // AuthProvider: it stays outside data-root, as /contact does above.
    ErrorBoundary: RouteError,
    children: [
      ...byArea('auth', false).map((r) => toRoute(r)),
      {
        lazy: dataRoot,
        children: [
          ...byArea('auth', true).map((r) => toRoute(r)),
          {
            path: '/admin',
            lazy: lazyModule(ADMIN_LAYOUT_MODULE),
            children: appRoutes.filter((r) => r.area === 'admin').map((r) => toRoute(r, '/admin')),
          },
        ],
      },
    ],
  },
];

/**
 * Loads the route modules the page at `location` needs before the router starts, as hydrating a
 * server-rendered page requires: the first render must be the page itself, not a pending lazy route.
 */
export async function resolveLazyMatches(location: Pick<Location, 'pathname'>): Promise<void> {
  const failed = await loadRouteModules(matchRoutes(routes, location) ?? []);
  // As before: a page whose code cannot load is not hydrated (it stays the server's HTML).
  if (failed) throw failed.error;
}

export function createAppRouter(): Router {
  // Each page keeps the head's structured data in step with itself (components/head-tags.tsx).
  return createBrowserRouter(routes);
}
