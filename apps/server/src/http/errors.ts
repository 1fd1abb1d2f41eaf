import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A JSON error body; never a stack trace. */
export function jsonError(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json({ code, message }, status);
}

/** The answer to an error nothing else handled: logged with its request id, never shown (no stack, no message). */
export const INTERNAL_ERROR = {
  status: 500,
  /** What Hono's c.json() writes, so both of the API's paths answer the same bytes. */
  contentType: 'application/json',
  body: { code: 'internal_error', message: 'Internal server error' },
} as const;
