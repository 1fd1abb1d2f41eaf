// Which paths a page view is counted for, and in which area (ADR 0021): the public pages (marketing, blog,
// sign-in, certificate checks) and the learner area, as the app's route manifest names them
// (`.vite/routes.json`, web/routes-file.ts) — never /admin…, never /preview…, never a path that names nothing.
import type { RouteEntry, RoutesFile } from '../web/routes-file.ts';

export type Area = 'public' | 'learner';

/** The longest path stored (the database's bound). */
export const PATH_MAX = 512;

/** Areas whose paths are never counted, whatever a route there says. */
const NEVER = /^\/(admin|preview)(\/|$)/;

interface Counted {
  re: RegExp;
  area: Area;
  /** The glossary term pattern: only terms the build lists are pages. */
  term: boolean;
}

/** The area a route's views count in, or null for a route whose views are not counted. */
function areaOfRoute(route: RouteEntry): Area | null {
  if (route.path === '*' || route.area === 'admin') return null;
  if (route.area === 'learner') return 'learner';
  // A public route needs no session; one that does (the draft preview) is staff's.
  return route.role === undefined || route.role === 'public' ? 'public' : null;
}

// React Router's pattern as a regular expression: `:param` one segment, a trailing `*` anything.
function compile(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((p) =>
      p === '*'
        ? '(?:/.*)?'
        : p.startsWith(':')
          ? '/([^/]+)'
          : `/${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${source || '/'}$`);
}

/** One path as it is stored: no trailing slash (but `/`), no query or fragment. */
export function normalisePath(path: string): string {
  const p = path.replace(/[?#].*$/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : p;
}

export type AreaOf = (path: string) => Area | null;

/** Where a (normalised) path's views count, or null when they are not counted. */
export function countedPaths(file: Pick<RoutesFile, 'routes'> & { site: RoutesFile['site'] | null }): AreaOf {
  const terms = new Set((file.site?.glossary.terms ?? []).map((t) => t.slug));
  const counted: Counted[] = [];
  for (const route of file.routes) {
    const area = areaOfRoute(route);
    if (area) counted.push({ re: compile(route.path), area, term: route.meta?.schema === 'glossary-term' });
  }
  // Static routes before patterns, as the router matches them.
  counted.sort((a, b) => Number(a.re.source.includes('(')) - Number(b.re.source.includes('(')));
  return (path) => {
    if (path === '' || path[0] !== '/' || path.length > PATH_MAX || NEVER.test(path)) return null;
    for (const c of counted) {
      const m = c.re.exec(path);
      if (!m) continue;
      if (c.term && !terms.has(decode(m[1] ?? ''))) return null;
      return c.area;
    }
    return null;
  };
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}
