// The shape of `.vite/routes.json`, defined once for both sides: the web build writes it
// (apps/web/build/emit-routes.ts) and the server reads it (apps/server/src/web/route-preload.ts reads the
// file and parses it here; page-search.ts, feeds.ts and analytics/counted-path.ts use what it holds).

/** A public page's head, as the app's route manifest gives it (apps/web/src/config/routes.ts). */
export interface RouteMeta {
  title: string;
  description: string;
  noindex?: boolean;
  schema?: 'organization' | 'glossary' | 'glossary-term';
  /** The site path of the canonical link (absent on patterns such as /glossary/:term). */
  canonical?: string;
}

/** One entry of `.vite/routes.json`. */
export interface RouteEntry {
  path: string;
  area: 'marketing' | 'auth' | 'learner' | 'admin';
  /** Absent in builds before issue 24: then the area alone decides. */
  role?: 'public' | 'signed-in' | 'staff' | 'admin';
  /** Vite manifest keys of the route's own chunks (its module, and the data root when it reads data). */
  modules: string[];
  /** The query parameters the server renders a page with (the app's AppRoute.search; page-search.ts). */
  search?: string[];
  meta?: RouteMeta;
}

/** A glossary term as the build emits it (apps/web/build/emit-routes.ts). */
export interface SiteTerm {
  slug: string;
  term: string;
  category: string;
  definition: string;
  related: { term: string; slug: string }[];
  title: string;
  description: string;
}

/** The firm's facts and the glossary, emitted by the build beside the routes. */
export interface SiteData {
  firm: {
    legalName: string;
    address: { street: string; locality: string; region: string; postalCode: string; country: string };
  };
  glossary: { terms: SiteTerm[] };
}

/** The whole file. */
export interface RoutesFile {
  routes: RouteEntry[];
  site: SiteData;
}

/** The file's text as the server uses it: builds before the site data (issue 24) have no `site`. */
export function parseRoutesFile(text: string): { routes: RouteEntry[]; site: SiteData | null } {
  const parsed = JSON.parse(text) as { routes: RouteEntry[]; site?: SiteData };
  return { routes: parsed.routes, site: parsed.site ?? null };
}

/**
 * A route's React Router pattern as regular-expression source: `:param` is one segment, a trailing `*` anything
 * below. No anchors and nothing about a trailing slash: each reader adds what its paths need.
 */
export function routePatternSource(path: string): string {
  return path
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
}
