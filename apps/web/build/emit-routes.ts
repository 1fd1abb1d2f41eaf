// Emits `.vite/routes.json` beside Vite's own build manifest: the route manifest (src/config/routes.ts)
// as the server needs it — each path pattern, its area, the modules to preload under the keys Vite's
// manifest uses, and a public page's head (title, description, canonical path, structured data kind).
// The server (apps/server/src/web/route-preload.ts, public-heads.ts) reads it to know which paths exist
// (the rest answer 404), which chunks a page needs and what its raw HTML's head says, instead of keeping a
// copy of the client's routes. `site` carries the firm's facts (src/config/firm.ts) and the glossary, from
// which the server writes the Organization, DefinedTermSet and DefinedTerm data and the term pages' heads.
import type { Plugin } from 'vite';
import type { RoutesFile } from '@advisory/site/routes-file';
import { firm } from '../src/config/firm.ts';
import { paths } from '../src/config/paths.ts';
import { appRoutes, DATA_ROOT_MODULE, type AppRoute } from '../src/config/routes.ts';
import { GLOSSARY_TERMS } from '../src/features/marketing/content/glossary.ts';
import { glossarySlug, glossaryTermMeta, relatedTerms } from '../src/features/marketing/lib/glossary-term.ts';

export const ROUTES_FILE = '.vite/routes.json';

// The file's shape, defined once for this build and the server (packages/site/src/routes-file.ts).
export type {
  RouteEntry as RoutesFileEntry,
  RoutesFile,
  SiteTerm as RoutesFileTerm,
} from '@advisory/site/routes-file';

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
