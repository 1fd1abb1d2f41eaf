import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { Logger } from '../http/logger.ts';
import { findPublishedPost, postHeadTags } from './page-head.ts';
import { createRoutePreloader, routeKind } from './route-preload.ts';

export interface SpaOptions {
  distDir: string;
  /** Public run-time config for the browser: never the service key. */
  publicConfig: { anonKey: string; siteName: string };
  /** For server-rendered post heads and real 404 statuses; without it every path is a 200 page. */
  db?: Database;
  config?: Pick<Config, 'siteUrl' | 'siteName'>;
  logger?: Logger;
}

// The default title and description in index.html, replaced by a post's own when the server knows it.
const DEFAULT_HEAD = /<title data-ssr>[\s\S]*?<\/title>|<meta data-ssr name="description"[^>]*>/g;

function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Serves the built SPA: hashed assets cached for a year, every other GET falls back to index.html. */
export function spaRoutes(opts: SpaOptions): Hono {
  const app = new Hono();
  const indexPath = join(opts.distDir, 'index.html');
  const preloader = createRoutePreloader(opts.distDir);
  let indexHtml: string | null = null;
  const loadIndex = () => {
    if (indexHtml === null && existsSync(indexPath)) {
      const script = `<script>window.__APP_CONFIG__=${escapeJsonForScript(opts.publicConfig)}</script>`;
      indexHtml = readFileSync(indexPath, 'utf8').replace('</head>', `${script}</head>`);
    }
    return indexHtml;
  };

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
      return p.endsWith('/') || p === '/index.html' || !p.slice(p.lastIndexOf('/')).includes('.')
        ? next()
        : files(c, next);
    });
  }
  app.get('*', compress(), async (c) => {
    const html = loadIndex();
    if (html === null) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    const path = c.req.path;
    let page = html.replace('</head>', `${preloader.linksFor(path)}</head>`);
    let status: 200 | 404 = 200;
    const route = routeKind(path);
    // The app renders its not-found page for these; the status tells crawlers too (no soft 404s).
    if (opts.db && route.kind === 'not-found') status = 404;
    if (opts.db && opts.config && route.kind === 'post' && route.slug) {
      try {
        const post = await findPublishedPost(opts.db, route.slug);
        if (post)
          page = page
            .replace(DEFAULT_HEAD, '')
            .replace('</head>', `${postHeadTags(post, route.slug, opts.config)}</head>`);
        else status = 404;
      } catch (err) {
        // The page still works without its server-rendered head.
        opts.logger?.warn({ err }, 'could not render the post head');
      }
    }
    return c.html(page, status);
  });
  return app;
}
