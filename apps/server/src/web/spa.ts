import { existsSync } from 'node:fs';
import { Hono, type Context } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../http/logger.ts';
import type { KeyedCache } from '../http/keyed-cache.ts';
import { indexLoader, type IndexParts } from './page-document.ts';
import type { PageRenderer, RenderedPage } from './page-renderer.ts';
import { pageResponse, sendPage, type PageResponse } from './page-response.ts';
import { createPageSearch } from './page-search.ts';
import type { PublishedSlugs } from './published-slugs.ts';
import { createRoutePreloader, readRoutesFile, type RouteMatch } from './route-preload.ts';
import { sendUnavailablePage } from './unavailable-page.ts';

export interface SpaOptions {
  distDir: string;
  /** The build's index.html, cut (page-document.ts); by default read from distDir. */
  index?: () => IndexParts | null;
  /** Public run-time config for the browser: never the service key. */
  publicConfig: { anonKey: string; siteName: string };
  /** For real 404 statuses; without it every path is a 200 page. */
  db?: Database;
  config?: Pick<Config, 'siteUrl' | 'siteName'>;
  logger?: Logger;
  /** Which /blog/{slug} is a post's page (app.ts drops the set when a post is written through the API). */
  publishedSlugs?: PublishedSlugs;
  /**
   * Renders the public pages — body and head, from one read of their data (web/page-renderer.ts); without it
   * every page is the app's shell with index.html's head.
   */
  pages?: PageRenderer;
  /** Built pages by path, reused briefly (app.ts drops them when posts or profiles are written). */
  pageCache?: KeyedCache<PageResponse>;
  /** A GET answered with a page (200): analytics count it when its path counts (never awaited). */
  pageServed?: (c: Context) => void;
}

/** What every path that names nothing renders (the app's not-found route). */
const NOT_FOUND_PATH = '/404';

// Cache keys of the pages many paths share: each is one entry, built once, so no number of unique paths
// (a crawler, a scan) can crowd out the real pages or make the server render for every one of them.
// Every unknown path is NOT_FOUND_PATH's page. A /blog/{slug} no published post has is the not-found page
// moved to /404 (as the app renders a missing post), and any path in a signed-in area the app's shell.
// Neither starts with '/', so no path can name them.
const MISSING_POST = 'missing post';
const PRIVATE_AREA = 'private area';

function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
export function spaRoutes(opts: SpaOptions): Hono {
  const app = new Hono();
  const preloader = createRoutePreloader(opts.distDir);
  const routesFile = readRoutesFile(opts.distDir);
  // The query parameters a page reads while it renders (the glossary's ?q=), from the route manifest.
  const pageSearch = createPageSearch(routesFile.routes);
  const loadIndex = opts.index ?? indexLoader(opts.distDir);
  // Data blocks, not scripts: nothing inline runs, so a page carries no per-response nonce and the same
  // bytes serve everyone. The app reads them (apps/web/src/config/env.ts, boot.tsx).
  const configBlock = `<script type="application/json" id="app-config">${escapeJsonForScript(opts.publicConfig)}</script>`;
  const stateBlock = (state: unknown) =>
    `<script type="application/json" id="ssr-state">${escapeJsonForScript(state)}</script>`;

  // Without a build (tests, or before `npm run build`) there are no files to serve: skip the static
  // handlers rather than have them warn on every request.
  if (existsSync(opts.distDir)) {
    app.use(
      '/assets/*',
      serveStatic({
        root: opts.distDir,
        // The build writes .br/.gz beside each asset (apps/web/vite.config.ts).
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
      }),
    );
    // Files from the build (favicon, robots.txt …). Directories and index.html itself go to the handler
    // below, which injects the run-time config.
    const files = serveStatic({ root: opts.distDir, index: '', precompressed: true });
    app.use('*', (c, next) => {
      const p = c.req.path;
      // Dot-folders (.vite/, .ssr/: the build's manifests and the server-rendering bundle) are not the site's.
      return p.endsWith('/') ||
        p === '/index.html' ||
        p.startsWith('/.') ||
        !p.slice(p.lastIndexOf('/')).includes('.')
        ? next()
        : files(c, next);
    });
  }
  /**
   * Whether a /blog/{slug} names a published post; undefined when there is no database to ask or it failed
   * (the page is then rendered, and the render decides).
   */
  const isPost = async (slug: string): Promise<boolean | undefined> => {
    if (!opts.db || !opts.publishedSlugs) return undefined;
    try {
      return await opts.publishedSlugs.has(slug);
    } catch (err) {
      // No database: the request answers 503 (below), not a page without its post.
      if (isDatabaseUnavailable(err)) throw err;
      opts.logger?.warn({ err }, 'could not read which posts are published');
      return undefined;
    }
  };

  /** The page cache's key for `path`: the path itself, or the key of the page it shares with others. */
  const pageKey = async (path: string, route: RouteMatch): Promise<string> => {
    if (route.kind === 'not-found') return NOT_FOUND_PATH;
    if (route.kind === 'private') return PRIVATE_AREA;
    if (route.kind === 'post' && route.slug && (await isPost(route.slug)) === false) return MISSING_POST;
    return path;
  };

  /** The page at `path` (cached as `key`): its body and head, rendered on the server when it is public. */
  const build = async (parts: IndexParts, path: string, key: string, search = ''): Promise<PageResponse> => {
    let status: 200 | 404 = 200;
    const missingPost = key === MISSING_POST;
    let route = missingPost ? preloader.notFound : preloader.kindOf(path);
    let page: RenderedPage | null = null;
    if (opts.pages && route.kind !== 'private') {
      try {
        // Every path that names nothing shows the same not-found page.
        page = await opts.pages.render(
          route.kind === 'not-found' || missingPost ? NOT_FOUND_PATH : path + search,
        );
        // Built for every missing slug at once, from what was read just now (not from this slug again,
        // which a post published meanwhile could turn into a page that is not the not-found page).
        if (page && missingPost)
          page = { ...page, state: { ...(page.state as object), location: NOT_FOUND_PATH } };
      } catch (err) {
        // The data API answered 503: no page without its data (an empty shell) is sent or cached.
        if (isDatabaseUnavailable(err)) throw err;
        // The browser renders the page itself from the shell.
        opts.logger?.warn({ err, path }, 'could not render the page on the server');
      }
    }
    // A page the browser renders itself gets its route's code preloaded with the HTML; a rendered page is
    // painted first and fetches its code after that (apps/web/src/main.tsx).
    const rendered = page?.html ?? null;
    const extra = rendered === null ? preloader.linksFor(path) : '';
    if (page?.status === 404) route = preloader.notFound;
    // The app renders its not-found page for these; the status tells crawlers too (no soft 404s).
    if ((opts.db || page) && route.kind === 'not-found') status = 404;
    // A rendered page brings its own head (title, description, canonical link, structured data), built from
    // the data its body was rendered with: index.html's default title and description give way to it.
    const head = page?.head ? parts.headForPage + page.head : parts.head;
    const body =
      page && rendered !== null && parts.root
        ? stateBlock(page.state) + parts.root[0] + rendered + parts.root[1]
        : parts.tail;
    return pageResponse(status, head + extra + configBlock + body);
  };

  app.get('*', async (c) => {
    const parts = loadIndex();
    if (parts === null) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does this for you).', 503);
    }
    const path = c.req.path;
    const route = preloader.kindOf(path);
    let page: PageResponse;
    try {
      const key = await pageKey(path, route);
      // A page that reads the query (/glossary?q=…) is rendered with it. Such a page is not cached: any
      // number of queries must not crowd out the pages everyone shares (the glossary renders without data).
      const search = route.kind === 'page' ? pageSearch(path, new URL(c.req.url).search) : '';
      page = await (opts.pageCache && search === ''
        ? opts.pageCache.get(key, () => build(parts, path, key))
        : build(parts, path, key, search));
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      opts.logger?.warn({ err, path }, 'the database cannot be reached: answering 503');
      return sendUnavailablePage(c, opts.config?.siteName ?? opts.publicConfig.siteName);
    }
    if (page.status === 200 && c.req.method === 'GET') opts.pageServed?.(c);
    return sendPage(c, page, route.kind === 'private');
  });
  return app;
}
