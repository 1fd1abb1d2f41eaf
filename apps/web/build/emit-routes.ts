// Emits `.vite/routes.json` beside Vite's own build manifest: the route manifest (src/config/routes.ts)
// as the server needs it — each path pattern, its area, the modules to preload under the keys Vite's
// manifest uses, and a public page's head (title, description, canonical path, structured data kind).
// The server (apps/server/src/web/route-preload.ts, public-heads.ts) reads it to know which paths exist
// (the rest answer 404), which chunks a page needs and what its raw HTML's head says, instead of keeping a
// copy of the client's routes. `site` carries the firm's facts (src/config/firm.ts) and the glossary, from
// which the server writes the Organization, DefinedTermSet and DefinedTerm data and the term pages' heads.
import type { Plugin } from 'vite';
import { firm, type FirmAddress } from '../src/config/firm.ts';
import { paths } from '../src/config/paths.ts';
import {
  appRoutes,
  DATA_ROOT_MODULE,
  type AppRoute,
  type RouteArea,
  type RouteMeta,
  type RouteRole,
} from '../src/config/routes.ts';
import { GLOSSARY_TERMS } from '../src/features/marketing/content/glossary.ts';
import { glossarySlug, glossaryTermMeta, relatedTerms } from '../src/features/marketing/lib/glossary-term.ts';

export const ROUTES_FILE = '.vite/routes.json';

export interface RoutesFileEntry {
  path: string;
  area: RouteArea;
  /** Who may open it: the server treats every route that is not public as private (no preloads, noindex). */
  role: RouteRole;
  /** Vite manifest keys of the route's own chunks (its module, and the data root when it reads data). */
  modules: string[];
  /** The query parameters the server renders a page with (AppRoute.search). */
  search?: string[];
  /** A public page's head; `canonical` is the site path its canonical link names (not for patterns). */
  meta?: RouteMeta & { canonical?: string };
}

export interface RoutesFileTerm {
  slug: string;
  term: string;
  category: string;
  definition: string;
  related: { term: string; slug: string }[];
  title: string;
  description: string;
}

export interface RoutesFile {
  routes: RoutesFileEntry[];
  site: {
    firm: { legalName: string; address: FirmAddress };
    glossary: { terms: RoutesFileTerm[] };
  };
}

// The not-found page names /404 as its canonical (as its PageMeta does); a pattern with a parameter has
// none of its own (the server builds a term page's from the term).
function canonicalOf(path: string): string | undefined {
  if (path === '*') return paths.notFound.href();
  return path.includes(':') || path.includes('*') ? undefined : path;
}

export function routesFile(routes: readonly AppRoute[] = appRoutes): RoutesFile {
  return {
    routes: routes.map((r) => {
      const canonical = canonicalOf(r.path);
      return {
        path: r.path,
        area: r.area,
        role: r.role,
        modules: r.data ? [r.module, DATA_ROOT_MODULE] : [r.module],
        ...(r.search ? { search: [...r.search] } : {}),
        ...(r.meta ? { meta: { ...r.meta, ...(canonical ? { canonical } : {}) } } : {}),
      };
    }),
    site: {
      firm: { legalName: firm.legalName, address: firm.address },
      glossary: {
        terms: GLOSSARY_TERMS.map((t) => ({
          slug: glossarySlug(t.term),
          term: t.term,
          category: t.category,
          definition: t.definition,
          related: relatedTerms(t),
          ...glossaryTermMeta(t),
        })),
      },
    },
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
