// The data API's one pipeline, free of any HTTP framework: a small neutral request in (method, URL, headers, the
// client's IP, a body to ask for), {status, headers, body} out. Two thin adapters feed it: Hono's (routes.ts) for
// every request, and node:http's (node-reads.ts) for the reads that skip the framework.
import type { AppDeps } from '../app-deps.ts';
import { headersForSql } from '../http/client-ip.ts';
import { RestHandler } from './handler.ts';
import type { Reply } from './response/respond.ts';
import { SchemaCacheHolder } from './schema-cache/cache.ts';
import { listenForReload } from './schema-cache/listen.ts';

export interface RestCall {
  method: string;
  /** The request's path as a URL parser gives it (its pathname: /rest/v1/table). */
  path: string;
  /** The query without its '?', as a URL parser gives it (its search, percent-escapes and all). */
  query: string;
  /** Lower-case names, repeated headers joined with ", " (as a fetch Headers object gives them). */
  headers: Record<string, string>;
  /** The client's address as client-ip.ts decides it; null when unknown (in-process requests). */
  ip: string | null;
  body: () => Promise<string>;
}

export interface RestApi {
  answer(call: RestCall): Promise<Reply>;
}

const PREFIX = '/rest/v1';

export function createRestApi(deps: AppDeps): RestApi {
  const cache = new SchemaCacheHolder(deps.db, deps.now);
  const handler = new RestHandler(deps, cache);
  if (deps.db.kind === 'postgres' && deps.config.databaseUrl) listenForReload(deps.config.databaseUrl, cache, deps.logger);
  return {
    answer(call) {
      const prefix = call.path.indexOf(PREFIX);
      const path = prefix >= 0 ? call.path.slice(prefix + PREFIX.length) : call.path;
      // SQL's request.headers carry the real client IP, never the client's own X-Forwarded-For (per-IP limits).
      const headers = headersForSql(call.headers, call.ip);
      return handler.handle({ method: call.method, path, query: call.query, headers, body: call.body });
    },
  };
}
