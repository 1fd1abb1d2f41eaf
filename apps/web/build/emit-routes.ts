// Emits `.vite/routes.json` beside Vite's own build manifest: the route manifest (src/config/routes.ts)
// as the server needs it — each path pattern, its area, and the modules to preload under the keys Vite's
// manifest uses. The server (apps/server/src/web/route-preload.ts) reads it to know which paths exist
// (the rest answer 404) and which chunks a page needs, instead of keeping a copy of the client's routes.
import type { Plugin } from 'vite';
import { appRoutes, DATA_ROOT_MODULE, type AppRoute, type RouteArea } from '../src/config/routes.ts';

export const ROUTES_FILE = '.vite/routes.json';

export interface RoutesFileEntry {
  path: string;
  area: RouteArea;
  /** Vite manifest keys of the route's own chunks (its module, and the data root when it reads data). */
  modules: string[];
}

export function routesFile(routes: readonly AppRoute[] = appRoutes): { routes: RoutesFileEntry[] } {
  return {
    routes: routes.map((r) => ({
      path: r.path,
      area: r.area,
      modules: r.data ? [r.module, DATA_ROOT_MODULE] : [r.module],
    })),
  };
}

export function emitRoutes(): Plugin {
  return {
    name: 'emit-routes',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: ROUTES_FILE,
        source: `${JSON.stringify(routesFile(), null, 2)}\n`,
      });
    },
  };
}
