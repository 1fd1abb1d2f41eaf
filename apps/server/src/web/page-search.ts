// The query string a server-rendered page is rendered with. A page the route manifest gives `search`
// parameters (apps/web/src/config/routes.ts: the glossary's `q`) reads them while it renders, so the server
// must hand them over — `/glossary?q=cold` is the glossary already filtered, which is all a visitor without
// JavaScript (or before the app runs) gets from the search form. Only the listed parameters are kept, each
// once and cut to a bounded length, in the listed order: every other query string renders, and is cached
// as, the bare path.

/** The part of a `.vite/routes.json` entry this reads (apps/web/build/emit-routes.ts). */
export interface SearchRoute {
  path: string;
  search?: readonly string[];
}

/** The longest value kept per parameter (a search box needs no more; a longer one is cut). */
export const MAX_SEARCH_VALUE = 200;

/**
 * For each static route path that reads parameters, which; then, for a request, the search string
 * (`?q=cold`, or '') that path's page is rendered with.
 */
export function createPageSearch(routes: readonly SearchRoute[]): (path: string, search: string) => string {
  const reads = new Map<string, readonly string[]>();
  for (const r of routes) {
    // Only static paths read parameters today; a pattern would need the preloader's matching.
    if (r.search?.length && !r.path.includes(':') && !r.path.includes('*')) reads.set(r.path, r.search);
  }
  return (path, search) => {
    const names = reads.get(path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
    if (!names || search === '' || search === '?') return '';
    const given = new URLSearchParams(search);
    const kept = new URLSearchParams();
    for (const name of names) {
      const value = given.get(name);
      if (value) kept.set(name, value.slice(0, MAX_SEARCH_VALUE));
    }
    const out = kept.toString();
    return out === '' ? '' : `?${out}`;
  };
}
