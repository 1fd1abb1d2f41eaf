// What the app shows at a path, and which lazy route chunks to preload with the page (no request
// waterfall: index.js → route chunk). Both come from `.vite/routes.json`, which the web build emits from
// the app's route manifest (apps/web/src/config/routes.ts, apps/web/build/emit-routes.ts): the server
// keeps no copy of the client's routes. A module missing from Vite's manifest is simply not preloaded.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

import {
  parseRoutesFile,
  routePatternSource,
  type RouteEntry,
  type RouteMeta,
  type SiteData,
} from '@advisory/site/routes-file';

export type { RouteEntry, RouteMeta, RoutesFile, SiteData, SiteTerm } from '@advisory/site/routes-file';

export type RouteKind = 'page' | 'post' | 'term' | 'private' | 'not-found';

export interface RouteMatch {
  kind: RouteKind;
  /** A post's or a glossary term's slug. */
  slug?: string;
  /** The head of the page shown (the not-found page's for 'not-found'); none for private areas. */
  meta?: RouteMeta;
}

export interface RoutePreloader {
  /** What the app will show: a known page, a blog post or glossary term (by slug), a signed-in area, or
   * its not-found page. */
  kindOf(path: string): RouteMatch;
  /** `<link>` tags for the path's route chunks (empty for the signed-in areas). */
  linksFor(path: string): string;
  /** What a path that turns out to name nothing shows (a post slug no published post has). */
  notFound: RouteMatch;
}

// The post route: its slug is a page while a published post has it (published-slugs.ts).
const POST_PATTERN = '/blog/:slug';
const PRIVATE_AREAS = new Set<RouteEntry['area']>(['learner', 'admin']);

interface CompiledRoute extends RouteEntry {
  re: RegExp;
  rank: number;
}

// A React Router pattern as a regular expression: `:param` is one segment, a trailing `*` anything, a
// trailing slash optional. Static routes rank before dynamic ones, splats last (as React Router does).
function compile(entry: RouteEntry): CompiledRoute {
  const parts = entry.path.split('/').filter(Boolean);
  const source = routePatternSource(entry.path);
  const rank = parts.includes('*') ? 2 : parts.some((p) => p.startsWith(':')) ? 1 : 0;
  return { ...entry, re: new RegExp(`^${source}/?$`), rank };
}

// A malformed escape (`/blog/%E0`) names no post: it is a not-found page, never a 500.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** `.vite/routes.json`; an old or partial build (no file, or no `site`) reads as empty. */
export function readRoutesFile(distDir: string): { routes: RouteEntry[]; site: SiteData | null } {
  const file = join(distDir, '.vite', 'routes.json');
  if (!existsSync(file)) return { routes: [], site: null };
  return parseRoutesFile(readFileSync(file, 'utf8'));
}

export function readRoutes(distDir: string): RouteEntry[] {
  return readRoutesFile(distDir).routes;
}

export function createRoutePreloader(distDir: string): RoutePreloader {
  const file = readRoutesFile(distDir);
  const termSlugs = new Set((file.site?.glossary.terms ?? []).map((t) => t.slug));
  const routes = file.routes.map(compile).sort((a, b) => a.rank - b.rank);
  // Any path under a signed-in area's first segment (/admin/…, /education/…, /preview/…) is that area's:
  // whether the record exists is known only after sign-in, so those paths answer 200 and preload nothing.
  const privateRoots = new Set(
    routes
      .filter((r) => PRIVATE_AREAS.has(r.area) || (r.role !== undefined && r.role !== 'public'))
      .map((r) => r.path.split('/')[1] ?? ''),
  );
  const notFound = routes.find((r) => r.path === '*');
  const match = (path: string): CompiledRoute | undefined => {
    const p = path === '/index.html' ? '/' : path;
    return routes.find((r) => r.path !== '*' && r.re.test(p));
  };
  const isPrivate = (path: string) => privateRoots.has(path.split('/')[1] ?? '');

  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : {};
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const dep of chunk.imports ?? []) collect(dep, into, seen);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryFiles);

  const cache = new Map<string[], string>();
  const render = (keys: string[]): string => {
    const cached = cache.get(keys);
    if (cached !== undefined) return cached;
    const files = new Set<string>();
    for (const key of keys) collect(key, files);
    const links = [...files]
      .filter((f) => !entryFiles.has(f))
      .map((f) =>
        f.endsWith('.css')
          ? `<link rel="stylesheet" href="/${f}">`
          : // Low: the page is complete without it (apps/web/build/script-priority.ts says why).
            `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`,
      )
      .join('');
    cache.set(keys, links);
    return links;
  };

  const missing: RouteMatch = notFound?.meta
    ? { kind: 'not-found', meta: notFound.meta }
    : { kind: 'not-found' };
  return {
    notFound: missing,
    kindOf(path) {
      // Without the build's route file (an old or partial build) no path can be called missing.
      if (routes.length === 0) return { kind: 'page' };
      if (isPrivate(path)) return { kind: 'private' };
      const route = match(path);
      if (!route) return missing;
      // A post's or a term's page (spa.ts checks that a post exists; the build lists the terms).
      const slugged: RouteKind | null =
        route.path === POST_PATTERN ? 'post' : route.meta?.schema === 'glossary-term' ? 'term' : null;
      if (slugged) {
        const slug = safeDecode(route.re.exec(path)?.[1] ?? '');
        // Which terms exist is known from the build: an unknown one is the not-found page.
        if (!slug || (slugged === 'term' && !termSlugs.has(slug))) return missing;
        return route.meta ? { kind: slugged, slug, meta: route.meta } : { kind: slugged, slug };
      }
      return route.meta ? { kind: 'page', meta: route.meta } : { kind: 'page' };
    },
    linksFor(path) {
      if (isPrivate(path)) return '';
      return render(match(path)?.modules ?? notFound?.modules ?? []);
    },
  };
}
