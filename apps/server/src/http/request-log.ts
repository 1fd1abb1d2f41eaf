import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { setResponseHeader } from './response-header.ts';
import type { Logger } from './logger.ts';

export type AppEnv = { Variables: { requestId: string } };

// File types the web build ships (hashed bundles under /assets/, favicon and the like at the root).
const ASSET_FILE = /\.(?:js|mjs|css|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|webmanifest)$/i;

/**
 * A page load fetches a dozen static files; at info level they would bury the requests that matter
 * (pages, API calls). A missing or failing asset (status ≥ 400) stays at info: it means a stale client.
 */
export function isStaticAssetRequest(method: string, path: string, status: number): boolean {
  if ((method !== 'GET' && method !== 'HEAD') || status >= 400) return false;
  if (path.startsWith('/rest/v1/') || path.startsWith('/auth/v1/')) return false;
  return path.startsWith('/assets/') || ASSET_FILE.test(path);
}

/** The client's X-Request-Id when it is a plain token of at most 64 characters, else a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

/** The request's log line. One function for the Hono middleware and the API's direct read path (rest/node-reads.ts). */
export function logRequest(logger: Logger, requestId: string, method: string, path: string, status: number, start: number): void {
  const level = isStaticAssetRequest(method, path, status) ? 'debug' : 'info';
  logger[level]({ requestId, method, path, status, ms: Math.round((performance.now() - start) * 10) / 10 }, 'request');
}

/** Gives each request an id (echoed as X-Request-Id) and logs method, path, status and latency. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const requestId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    setResponseHeader(c, 'X-Request-Id', requestId);
    logRequest(logger, requestId, c.req.method, c.req.path, c.res.status, start);
  };
}
