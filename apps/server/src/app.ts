import { Hono } from 'hono';
import { beaconRoutes } from './analytics/beacon-routes.ts';
import { countedPaths } from './analytics/counted-path.ts';
import { landingFinder } from './analytics/landing.ts';
import { recordPageLoad, type ViewRules } from './analytics/page-view.ts';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from './app-deps.ts';
import { siteChanges } from './db/site-changes.ts';
import { apiCors } from './http/cors.ts';
import { dotSegmentApi, rawTarget } from './http/dot-segments.ts';
import { apiBodyLimit } from './http/limits.ts';
import { writeBudget } from './http/write-budget.ts';
import { requestLog, type AppEnv } from './http/request-log.ts';
import { healthRoutes } from './http/health.ts';
import { API_NOSNIFF, setResponseHeader } from './http/response-header.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';
import { INTERNAL_ERROR } from './http/errors.ts';
import { WEB_DIST } from './paths.ts';
import { notFound as authNotFound, renderAuthError } from './auth/errors.ts';
import { authRoutes } from './auth/routes.ts';
import { errors } from './rest/errors.ts';
import { createRestApi } from './rest/api.ts';
import { nodeReads, type NodeReads } from './rest/node-reads.ts';
import { restRoutes } from './rest/routes.ts';
import { notFoundRoute, renderStorageError } from './storage/errors.ts';
import { storageRoutes } from './storage/routes.ts';
import { storageSecurityHeaders } from './storage/security-headers.ts';
import { certificateRoutes } from './web/certificates.ts';
import { contactPostRoutes } from './web/contact-post.ts';
import { socialCardRoutes } from './web/social-cards.ts';
import { feedRoutes } from './web/feeds.ts';
import { redirectTable } from './web/redirects.ts';
import { sendUnavailablePage } from './web/unavailable-page.ts';
import { settleWrites } from './http/settle-writes.ts';
import { keyedCache } from './http/keyed-cache.ts';
import { indexLoader } from './web/page-document.ts';
import { createPageRenderer, type PageRenderer } from './web/page-renderer.ts';
import type { PageResponse } from './web/page-response.ts';
import { readRoutesFile } from './web/route-preload.ts';
import { pageExists } from './web/page-exists.ts';
import { publishedSlugs } from './web/published-slugs.ts';
import { spaRoutes } from './web/spa.ts';

/** How long the set of published slugs is reused when nothing was written through the API meanwhile. */
const PUBLISHED_SLUGS_TTL_MS = 5000;
/** How long a built page (server-rendered body, head, compressed forms) is reused, likewise. */
const PAGE_TTL_MS = 5000;

export interface ServerApp {
  app: Hono<AppEnv>;
  /** The data API's reads straight from node:http (rest/node-reads.ts); server.ts puts it before Hono's listener. */
  apiReads: NodeReads;
  /** The public pages' renderer (the editorial jobs render revision bodies with it). */
  pages: PageRenderer;
  /** Drops every cached public page and the published slugs (a post went live without an API write). */
  invalidatePostPages(): void;
  /** Ends the database listener behind the cache drops (the server is closing). */
  stopListening(): void;
}

export function createApp(deps: AppDeps): Hono<AppEnv> {
  return createServerApp(deps).app;
}

export function createServerApp(deps: AppDeps): ServerApp {
  const app = new Hono<AppEnv>();
  // One data API pipeline behind both of its HTTP adapters (Hono's for everything, node:http's for reads).
  const api = createRestApi(deps);
  app.use('*', requestLog(deps.logger));
  // `/rest/v1/../..` and the like: answered by the API aimed at, not by whatever page the dots fold into.
  app.use('*', async (c, next) => {
    const aimedAt = dotSegmentApi(rawTarget(c));
    if (aimedAt === 'rest') return c.json(errors.invalidPath().body(), 404);
    if (aimedAt === 'auth') return renderAuthError(c, authNotFound());
    if (aimedAt === 'storage') return renderStorageError(c, notFoundRoute());
    return next();
  });
  // Pages get the full set of security headers (CSP and friends). JSON API answers only need nosniff:
  // the rest means nothing to a JSON body and costs header work on the hottest path.
  // Scripts: our own files only. The server writes no inline script (the run-time config and a rendered
  // page's state are JSON data blocks, web/spa.ts), so injected markup can never run script. Styles keep
  // 'unsafe-inline': React style props and libraries that add <style> need it, and CSS cannot run code.
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      frameSrc: [
        "'self'",
        'https://www.youtube.com',
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
      ],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
  });
  app.use('*', async (c, next) => {
    const p = c.req.path;
    // Stored files get a sandboxing CSP of their own instead of the pages' (storage/security-headers.ts).
    if (p.startsWith('/storage/v1/')) return storageSecurityHeaders(c, next);
    if (!p.startsWith('/rest/v1/') && !p.startsWith('/auth/v1/')) return pageHeaders(c, next);
    await next();
    // In place: c.header() here would rebuild every API answer as a new fetch Response (~70 µs each).
    setResponseHeader(c, API_NOSNIFF.name, API_NOSNIFF.value);
  });
  app.use('/auth/v1/*', apiCors, apiBodyLimit);
  // Each caller's writes are charged their size before the body is read (a flood of large saves is refused cheaply).
  const budget = writeBudget({
    keys: deps.keys,
    trustProxy: deps.config.trustProxy,
    now: deps.now ?? Date.now,
  });
  app.use('/rest/v1/*', apiCors, apiBodyLimit, budget);

  app.route('/', healthRoutes(deps.db));
  // What pages read on every request is cached briefly; a write through the data API drops it at once.
  const siteOrigin = new URL(deps.config.siteUrl).origin;
  const redirects = redirectTable(deps.db, deps.logger, siteOrigin, undefined, deps.config.siteName);
  app.route('/auth/v1', authRoutes(deps, { siteRedirects: redirects }));
  const slugs = publishedSlugs(deps.db, PUBLISHED_SLUGS_TTL_MS, deps.now);
  const webDist = deps.webDist ?? WEB_DIST;
  // The public pages' bodies, rendered with their data read through this app's own data API as anon.
  const pages = createPageRenderer({
    distDir: webDist,
    anonKey: deps.keys.anonKey,
    siteName: deps.config.siteName,
    siteUrl: deps.config.siteUrl,
    fetch: (request) => app.fetch(request),
    logger: deps.logger,
    ...(deps.ssrEntry ? { entry: deps.ssrEntry } : {}),
  });
  // The build's index.html, cut once: every page sent is made of its pieces (web/page-document.ts).
  const index = indexLoader(webDist);
  // Its keys are bounded by the site's own pages: paths that name nothing share one entry (web/spa.ts).
  const pageCache = keyedCache<PageResponse>(PAGE_TTL_MS, 500, { now: deps.now });
  const invalidatePostPages = () => {
    slugs.invalidate();
    pageCache.invalidate();
  };
  const postsWritten = () => {
    invalidatePostPages();
    deps.onPostsWritten?.();
  };
  // Whether page views are collected is read once and dropped on a write (analytics/collector.ts).
  const analyticsChanged = () => deps.analytics?.settingsChanged();
  // Every copy is dropped on the database's word alone (NOTIFY site_changed, db/site-changes.ts): a write through
  // this process's data API, another process's, a job's, psql's. Author names on posts come from profiles; a
  // restore (rpc restore_post_revision) rewrites a post as a PATCH would, so blog_posts announces it.
  const dropFor: Record<string, () => void> = {
    redirects: redirects.invalidate,
    blog_posts: postsWritten,
    profiles: pageCache.invalidate,
    analytics_settings: analyticsChanged,
  };
  const siteChanged = (table: string) => {
    dropFor[table]?.();
    deps.onSiteChange?.(table);
  };
  // Whatever changed while the listener was away (or the worker was replaced) was never heard: drop everything.
  const dropAll = () => Object.keys(dropFor).forEach(siteChanged);
  const changes = siteChanges(deps.db, { databaseUrl: deps.config.databaseUrl, logger: deps.logger });
  changes.subscribe(siteChanged, dropAll);
  // A write through the data API answers once its own announcement has dropped this process's copies, so the
  // writer's next request sees it (on PGlite that has happened already; on PostgreSQL it waits for a fence).
  app.use(
    '/rest/v1/*',
    settleWrites(async () => {
      if (!(await changes.settled())) dropAll();
    }),
  );
  app.route('/rest/v1', restRoutes(api, deps.config.trustProxy));
  app.route('/storage/v1', storageRoutes(deps));
  // Page views (ADR 0021): the app's beacon, and the pages the server answers (spaRoutes' pageServed).
  const viewRules: ViewRules = {
    areaOf: countedPaths(readRoutesFile(webDist)),
    siteHost: new URL(deps.config.siteUrl).hostname,
    trustProxy: deps.config.trustProxy,
    // Only a page counts: the 404 check of the page handler, through its post-head cache.
    pageExists: pageExists({ distDir: webDist, db: deps.db, publishedSlugs: slugs, now: deps.now }),
  };
  const analytics = deps.analytics;
  if (analytics)
    app.route(
      '/',
      beaconRoutes({
        collector: analytics,
        rules: viewRules,
        db: deps.db,
        keys: deps.keys,
        logger: deps.logger,
        now: deps.now,
      }),
    );
  app.use('*', redirects.middleware);
  // The consultation form posted by the browser itself (no JavaScript): the RPC's pipeline, rules and limits.
  app.route(
    '/',
    contactPostRoutes({
      api,
      anonKey: deps.keys.anonKey,
      config: deps.config,
      logger: deps.logger,
      pages,
      index,
      ...(deps.now ? { now: deps.now } : {}),
      ...(analytics
        ? {
            landing: landingFinder({
              db: deps.db,
              collector: analytics,
              siteOrigin,
              ...(deps.now ? { now: deps.now } : {}),
            }),
          }
        : {}),
    }),
  );
  app.route('/', feedRoutes(deps.db, deps.config, webDist, pageCache));
  app.route('/', certificateRoutes(deps.db, deps.config, deps.logger));
  app.route('/', socialCardRoutes(deps.db, deps.config, deps.logger));
  app.route(
    '/',
    spaRoutes({
      distDir: webDist,
      index,
      publicConfig: { anonKey: deps.keys.anonKey, siteName: deps.config.siteName },
      db: deps.db,
      config: deps.config,
      logger: deps.logger,
      publishedSlugs: slugs,
      pages,
      pageCache,
      ...(analytics ? { pageServed: (c) => recordPageLoad(c, viewRules, analytics) } : {}),
    }),
  );

  app.onError((err, c) => {
    // The database cannot serve now (feeds, certificates, cards…): 503 with Retry-After, not a fault of ours.
    if (isDatabaseUnavailable(err)) {
      deps.logger.warn(
        { err, requestId: c.get('requestId') },
        'the database cannot be reached: answering 503',
      );
      return sendUnavailablePage(c, deps.config.siteName);
    }
    deps.logger.error({ err, requestId: c.get('requestId') }, 'unhandled error');
    return c.json(INTERNAL_ERROR.body, INTERNAL_ERROR.status);
  });
  return {
    app,
    apiReads: nodeReads(api, deps.logger, deps.config.trustProxy),
    pages,
    invalidatePostPages,
    stopListening: changes.stop,
  };
}
