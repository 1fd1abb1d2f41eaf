// Which paths a page view is counted for, and in which area (ADR 0021): the public pages (marketing, blog,
// sign-in, certificate checks) and the learner area, as the app's route manifest names them
// (`.vite/routes.json`, packages/site/src/routes-file.ts) — never /admin…, never /preview…, never a path that
// names nothing.
import { routePatternSource, type RouteEntry, type RoutesFile } from '@advisory/site/routes-file';

export type Area = 'public' | 'learner';

/** The longest path stored (the database's bound). */
export const PATH_MAX = 512;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text the database can store in a path: no control character (a NUL), no half of a surrogate pair. */
export function storableText(text: string): boolean {
  return !CONTROL.test(text) && !LONE_SURROGATE.test(text);
}

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

// The route's pattern, anchored: stored paths have no trailing slash (but `/`).
function compile(path: string): RegExp {
  return new RegExp(`^${routePatternSource(path) || '/'}$`);
}

/**
 * One path as it is stored: no query or fragment, no trailing slash (but `/`), percent-escapes decoded as the
 * server's router decodes them (decodeURI: `%2F` stays), so a page loaded and a page announced by the beacon
 * are the same path.
 */
export function normalisePath(path: string): string {
  let p = path.replace(/[?#].*$/, '');
  if (p.includes('%')) {
    try {
      p = decodeURI(p);
    } catch {
      // A malformed escape stays as it was (it names no page anyway).
    }
  }
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
    // Text the database cannot store (a NUL, half a surrogate pair) would fail the whole batch it is in.
    if (!storableText(path)) return null;
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
