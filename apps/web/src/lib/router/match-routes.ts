import { matchPath } from './match-path';
import { parsePath } from './path';
import type { Path, RouteMatch, RouteObject } from './types';

// Which branch of the route tree renders a pathname. Every route with a path (and every index route) is a
// candidate branch: itself plus its ancestors. Branches are ranked by React Router's score — more
// segments first, a static segment (10) over a `:param` (3), an index route +2, a `*` −2 — so `/blog/new`
// beats `/blog/:slug` and both beat `*`, whatever order the routes are listed in.

interface Branch {
  path: string;
  score: number;
  routes: RouteObject[];
}

const PARAM = /^:[\w-]+$/;

function score(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const join = (...parts: string[]) => parts.join('/').replace(/\/\/+/g, '/');

function flatten(
  routes: RouteObject[],
  into: Branch[],
  parents: RouteObject[],
  parentPath: string,
): Branch[] {
  for (const route of routes) {
    let own = route.path ?? '';
    // An absolute child path repeats its parent's (React Router's rule); only the rest is the child's.
    if (own.startsWith('/')) {
      if (!own.startsWith(parentPath)) {
        throw new Error(`Route path "${own}" is inside "${parentPath}" but does not start with it`);
      }
      own = own.slice(parentPath.length);
    }
    const path = join(parentPath, own);
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, into, chain, path);
    // A pathless route (a layout) never matches by itself; an index route does, at its parent's path.
    if (route.path != null || route.index)
      into.push({ path, score: score(path, route.index), routes: chain });
  }
  return into;
}

// Ranked once per route tree (the tree is static; lazy modules only add fields to its objects).
const ranked = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: equal scores keep the order the routes are listed in.
    branches = flatten(routes, [], [], '').sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

/** The matched routes, root first, for `location` (a path or a location); null when nothing matches. */
export function matchRoutes(routes: RouteObject[], location: string | Partial<Path>): RouteMatch[] | null {
  const pathname = (typeof location === 'string' ? parsePath(location) : location).pathname ?? '/';
  for (const branch of branchesOf(routes)) {
    const match = matchPath(branch.path, pathname);
    if (match)
      return branch.routes.map((route) => ({ route, params: match.params, pathname: match.pathname }));
  }
  return null;
}
