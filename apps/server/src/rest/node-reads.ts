// The data API's reads straight from node:http (issue 14, "Cost per request"): a GET or HEAD under /rest/v1/ goes
// to the pipeline (api.ts) with node's own request and response — no fetch Request/Response objects, no middleware
// chain, no routing. It answers the bytes the Hono path answers: the same status and body, the same headers in the
// same form (lower-case names in a fetch Headers object's sorted order, then Content-Length, as @hono/node-server
// writes them), the same X-Request-Id, CORS and nosniff (one definition each, in http/), the same log line, and the
// same 500 when something throws. Everything else — writes, preflights, auth, pages — stays on Hono.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_CORS_HEADERS } from '../http/cors.ts';
import { INTERNAL_ERROR } from '../http/errors.ts';
import type { Logger } from '../http/logger.ts';
import { logRequest, requestIdFor } from '../http/request-log.ts';
import { API_NOSNIFF } from '../http/response-header.ts';
import type { RestApi } from './api.ts';
import { nodeRequestHeaders, type NodeRequestHeaders } from './node-request-headers.ts';
import type { Reply } from './response/respond.ts';
import { putSorted } from './sorted-pairs.ts';

export interface NodeReads {
  /** Answers the request and returns true, or returns false for the caller to pass it on. */
  take(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many requests it has taken (tests check that the reads really come this way). */
  readonly taken: number;
}

// Only plain request targets take this path: a path of printable ASCII without '%', '#', '\' and the characters a
// URL parser escapes, and no dot segments, so it needs no decoding or normalising (Hono's getPath gives it as is);
// a query of printable ASCII without '#' (percent-escapes are the query's own: both paths parse it with new URL).
// The host must be one @hono/node-server takes as is. Anything else goes to Hono, which validates, normalises or
// refuses it.
const PLAIN_TARGET = /^\/rest\/v1\/[!$&-;=@-[\]_a-z~]*(?:\?[!"$-~]*)?$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/** What every API answer gets on top of the handler's headers (CORS, nosniff), with names as they are written. */
const API_HEADERS: readonly (readonly [string, string])[] = [
  ...Object.entries(API_CORS_HEADERS),
  [API_NOSNIFF.name, API_NOSNIFF.value] as const,
].map(([name, value]) => [name.toLowerCase(), value] as const);

/** An answer header set twice keeps the later value (the API's own over the handler's). */
const replace = (_old: string, value: string) => value;

/**
 * The answer's headers with the API's own on top, written as the Hono path writes them: lower-case names in sorted
 * order, then Content-Length. An answer has a handful of headers, so they are kept sorted as they are added (no
 * map, no sort), and node gets them as one flat list.
 */
function writeAnswer(res: ServerResponse, requestId: string, reply: Reply): void {
  const pairs: [string, string][] = [];
  for (const name in reply.headers)
    putSorted(pairs, name.toLowerCase(), reply.headers[name] as string, replace);
  for (const [name, value] of API_HEADERS) putSorted(pairs, name, value, replace);
  putSorted(pairs, 'x-request-id', requestId, replace);
  // @hono/node-server's default for a body without a type (every API answer has one; kept for equality).
  if (reply.body !== null && !pairs.some(([name]) => name === 'content-type'))
    putSorted(pairs, 'content-type', 'text/plain; charset=UTF-8', replace);
  const flat: (string | number)[] = [];
  for (const [name, value] of pairs) flat.push(name, value);
  if (reply.body !== null) flat.push('Content-Length', Buffer.byteLength(reply.body));
  res.writeHead(reply.status, flat as string[]);
  res.end(reply.body ?? undefined);
}

/** The characters of a plain query that a URL parser percent-escapes (its special-query set, less what PLAIN_TARGET refuses). */
const URL_ESCAPED = /["'<>]/g;
const ESCAPES: Record<string, string> = { '"': '%22', "'": '%27', '<': '%3C', '>': '%3E' };

/** A plain target's path and query as new URL() gives them (pathname, search without its '?'), without parsing a URL. */
export function splitTarget(target: string): { path: string; query: string } {
  const q = target.indexOf('?');
  if (q < 0) return { path: target, query: '' };
  return {
    path: target.slice(0, q),
    query: target.slice(q + 1).replace(URL_ESCAPED, (c) => ESCAPES[c] as string),
  };
}

/** A GET or HEAD carries no body the API reads (the Hono path never asks for one either). */
const noBody = () => Promise.resolve('');

export function nodeReads(api: RestApi, logger: Logger, trustProxy: number): NodeReads {
  let taken = 0;
  const answer = async (
    res: ServerResponse,
    method: string,
    url: string,
    h: NodeRequestHeaders,
  ): Promise<void> => {
    const start = performance.now();
    const requestId = requestIdFor(h.requestId);
    const { path, query } = splitTarget(url);
    let reply: Reply;
    try {
      reply = await api.answer({ method, path, query, headers: h.headers, ip: h.ip, body: noBody });
    } catch (err) {
      // As app.ts's onError: logged with the request id, answered without any detail.
      logger.error({ err, requestId }, 'unhandled error');
      reply = {
        status: INTERNAL_ERROR.status,
        headers: { 'Content-Type': INTERNAL_ERROR.contentType },
        body: JSON.stringify(INTERNAL_ERROR.body),
      };
    }
    // A HEAD answer never has a body (Hono's HEAD handling drops it too).
    if (method === 'HEAD') reply.body = null;
    logRequest(logger, requestId, method, path, reply.status, start);
    try {
      writeAnswer(res, requestId, reply);
    } catch (err) {
      logger.error({ err, requestId }, 'could not write the answer');
      res.destroy();
    }
  };
  return {
    take(req, res) {
      const { method, url } = req;
      if ((method !== 'GET' && method !== 'HEAD') || !url || !PLAIN_TARGET.test(url) || DOT_SEGMENT.test(url))
        return false;
      // The raw header list, not req.headers (node builds that object on first use: a cost this path avoids).
      const h = nodeRequestHeaders(req.rawHeaders, req.socket.remoteAddress, trustProxy);
      if (!h.host || !PLAIN_HOST.test(h.host)) return false;
      taken += 1;
      // answer() handles its own failures; should even its logging throw, the connection is dropped, not left open.
      answer(res, method, url, h).catch(() => res.destroy());
      return true;
    },
    get taken() {
      return taken;
    },
  };
}
