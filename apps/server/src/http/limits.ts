import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const API_BODY_LIMIT = 100 * 1024;
/** Saving a post carries its whole HTML body (so does its autosave, the editor's fields as they stand). */
export const POST_BODY_LIMIT = 2 * 1024 * 1024;
export const HEADER_LIMIT = 16 * 1024;

function limit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json({ code: 'request_too_large', message: `Request body is larger than ${maxSize} bytes` }, 413),
  });
}

const apiLimit = limit(API_BODY_LIMIT);
const postLimit = limit(POST_BODY_LIMIT);

/** The data API's tables whose writes carry a whole post or slide: a post, its autosave, a slide. */
const POST_ROUTE = /^\/rest\/v1\/(blog_posts|post_autosaves|module_slides)\b/;

/** The body limit of a path (the write budget charges it for a body of unknown length, http/write-budget.ts). */
export function bodyLimitOf(path: string): number {
  return POST_ROUTE.test(path) ? POST_BODY_LIMIT : API_BODY_LIMIT;
}

/**
 * 100 KB on the APIs, 2 MB where a post (its autosave, or a slide) is saved. GET and HEAD never carry a body here (the Node
 * adapter drops one), so they skip the check: asking for the body would build a full fetch Request for nothing.
 */
export const apiBodyLimit: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  return POST_ROUTE.test(c.req.path) ? postLimit(c, next) : apiLimit(c, next);
};
