import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { setResponseHeader } from './response-header.ts';

// What a Supabase project answers (CONTRACT.md §1.4): any origin, the SDK's headers allowed,
// Content-Range / X-Supabase-Api-Version exposed so counts and auth error codes survive cross-origin.
const EXPOSE_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Range-Unit',
  'X-Total-Count',
  'Link',
  'X-Supabase-Api-Version',
  'x-sb-error-code',
];

/** Preflights: Hono's CORS middleware answers them (204 with the allowed methods and headers). */
const preflight = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowHeaders: [
    'authorization',
    'x-client-info',
    'apikey',
    'content-type',
    'x-retry-count',
    'traceparent',
    'tracestate',
    'baggage',
    'prefer',
    'accept-profile',
    'content-profile',
    'x-supabase-api-version',
    'accept',
    'range',
    'range-unit',
  ],
  exposeHeaders: EXPOSE_HEADERS,
  maxAge: 86400,
});

/** What every API answer but a preflight gets (origin '*' overrides whatever the handler set). */
export const API_CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSE_HEADERS.join(','),
};

/**
 * CORS for the APIs. The same headers as Hono's middleware with origin '*' (which overrides whatever the
 * handler set, as this does), written onto the answer after the handler rather than merged into it.
 */
export const apiCors: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'OPTIONS') return preflight(c, next);
  await next();
  for (const name in API_CORS_HEADERS) setResponseHeader(c, name, API_CORS_HEADERS[name] as string);
};
