// A request for an API path with dot segments (`/rest/v1/../..`, `/auth/v1/./x`, also percent-encoded) is
// answered by that API with its JSON 404. The URL parser folds the dots away before routing, so such a request
// would otherwise reach another part of the site (the home page, the HTML not-found page) as if nothing was odd.
import type { Context } from 'hono';

export type ApiName = 'rest' | 'auth' | 'storage';

const API_PREFIX = /^\/(rest|auth|storage)\/v1(?:\/|$)/;
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** Which API a raw request target with dot segments was aimed at, or null for any other target. */
export function dotSegmentApi(rawTarget: string): ApiName | null {
  const path = rawTarget.split(/[?#]/)[0] ?? '';
  const api = API_PREFIX.exec(path)?.[1] as ApiName | undefined;
  return api && DOT_SEGMENT.test(path) ? api : null;
}

/** The request target exactly as the client sent it (node:http's `incoming.url`), before URL normalisation. */
export function rawTarget(c: Context): string {
  const incoming = (c.env as { incoming?: { url?: string } } | undefined)?.incoming;
  return incoming?.url ?? new URL(c.req.url).pathname;
}
