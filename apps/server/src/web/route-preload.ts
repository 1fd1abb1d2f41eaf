// Which lazy route modules a public path needs, so the page's HTML can preload them with the entry
// (no request waterfall: index.js → route chunk). Mirrors apps/web/src/app/router.tsx; a module missing
// from the build's manifest is simply not preloaded, so a drift costs speed, never correctness.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const DATA_ROOT = 'src/app/data-root.tsx';
const marketing = (name: string) => `src/features/marketing/routes/${name}.tsx`;

const ROUTES: [RegExp, string[]][] = [
  [/^\/(index\.html)?$/, [marketing('home')]],
  [/^\/services\/?$/, [marketing('services')]],
  [/^\/glossary\/?$/, [marketing('glossary')]],
  [/^\/about\/?$/, [marketing('about')]],
  [/^\/privacy\/?$/, [marketing('privacy')]],
  [/^\/terms\/?$/, [marketing('terms')]],
  [/^\/contact\/?$/, [marketing('contact'), DATA_ROOT]],
  [/^\/blog\/?$/, ['src/features/blog/routes/blog-list.tsx', DATA_ROOT]],
  [/^\/blog\/[^/]+\/?$/, ['src/features/blog/routes/blog-post.tsx', DATA_ROOT]],
  [/^\/auth\/?$/, ['src/features/auth/routes/auth.tsx', DATA_ROOT]],
];

const NOT_FOUND = [marketing('not-found')];

export type RouteKind = 'page' | 'post' | 'private' | 'not-found';

export interface RoutePreloader {
  /** `<link>` tags for the path's route chunks (empty for areas that are not public). */
  linksFor(path: string): string;
}

const PRIVATE = /^\/(admin|education)(\/|$)/;
const POST = /^\/blog\/([^/]+)\/?$/;

/** What the app will show at a path: a known page, a blog post (by slug), a signed-in area, or nothing. */
export function routeKind(path: string): { kind: RouteKind; slug?: string } {
  if (PRIVATE.test(path) || path === '/404') return { kind: path === '/404' ? 'not-found' : 'private' };
  const post = POST.exec(path);
  if (post?.[1]) return { kind: 'post', slug: decodeURIComponent(post[1]) };
  return ROUTES.some(([re]) => re.test(path)) ? { kind: 'page' } : { kind: 'not-found' };
}

export function createRoutePreloader(distDir: string): RoutePreloader {
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
          : `<link rel="modulepreload" crossorigin href="/${f}">`,
      )
      .join('');
    cache.set(keys, links);
    return links;
  };

  return {
    linksFor(path) {
      if (PRIVATE.test(path)) return '';
      return render(ROUTES.find(([re]) => re.test(path))?.[1] ?? NOT_FOUND);
    },
  };
}
