import { cors } from 'hono/cors';

// What a Supabase project answers (CONTRACT.md §1.4): any origin, the SDK's headers allowed,
// Content-Range / X-Supabase-Api-Version exposed so counts and auth error codes survive cross-origin.
export const apiCors = cors({
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
  exposeHeaders: [
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
  ],
  maxAge: 86400,
});
