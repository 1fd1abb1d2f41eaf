import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRoutePreloader } from './route-preload.ts';

export interface SpaOptions {
  distDir: string;
  /** Public run-time config for the browser: never the service key. */
  publicConfig: { anonKey: string; siteName: string };
}

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
  app.get('*', compress(), (c) => {
    const html = loadIndex();
    if (html === null) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does this for you).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html.replace('</head>', `${preloader.linksFor(c.req.path)}</head>`));
  });
  return app;
}
