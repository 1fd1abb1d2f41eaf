// The app's beacon (ADR 0021). `POST /api/page-view` {"path"}: an in-app navigation, counted by the same
// rules as a server-rendered load (page-view.ts: only a path that is a page) and answered 202 with no body
// whether or not it counted. `POST /api/page-view/retract` {"path"} with a staff member's access token (aal2
// while staff two-factor sign-in is required): their own visit today is taken back (204). Bodies are small JSON
// sent as text/plain (sendBeacon's default) or application/json; what is refused gets a JSON error with its
// status (400, 401, 403, 413, 415, 429; 503 when the database cannot answer a retract). No cookies are read or set.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/types.ts';
import { clientRateLimitKey } from '../http/client-ip.ts';
import { jsonError } from '../http/errors.ts';
import { decodeUtf8, parseJson } from '../http/json-body.ts';
import type { Keys } from '../http/keys.ts';
import type { Logger } from '../http/logger.ts';
import { verifyStaff } from './staff-token.ts';
import type { Collector } from './collector.ts';
import { PATH_MAX, storableText } from './counted-path.ts';
import { ipWindow } from './ip-window.ts';
import { pageViewOf, recordIfPage, type ViewRules } from './page-view.ts';

/** A beacon's body: `{"path": "/blog/x"}` is a few dozen bytes. */
export const BEACON_BODY_MAX = 1024;
/** Beacons per client IP per minute (a reader clicking fast sends a few). */
export const BEACONS_PER_MINUTE = 120;

export interface BeaconDeps {
  collector: Collector;
  rules: ViewRules;
  db: Database;
  keys: Keys;
  logger: Logger;
  now?: () => number;
}

const CONTENT_TYPES = new Set(['text/plain', 'application/json']);

type Checked = { path: string } | { error: Response };

/** The body's path, or the answer that refuses it. */
async function readPath(c: Context): Promise<Checked> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!CONTENT_TYPES.has(type))
    return {
      error: jsonError(
        c,
        415,
        'unsupported_media_type',
        'Send the page view as text/plain or application/json',
      ),
    };
  let body: unknown;
  try {
    body = parseJson(decodeUtf8(new Uint8Array(await c.req.arrayBuffer())), 4);
  } catch {
    return { error: jsonError(c, 400, 'bad_json', 'The body must be JSON: {"path": "/some/page"}') };
  }
  const path = (body as { path?: unknown } | null)?.path;
  if (
    typeof path !== 'string' ||
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.length > PATH_MAX ||
    !storableText(path)
  )
    return {
      error: jsonError(
        c,
        400,
        'bad_path',
        `path must be a site path starting with "/" (at most ${PATH_MAX} characters)`,
      ),
    };
  return { path };
}

export function beaconRoutes(deps: BeaconDeps): Hono {
  const app = new Hono();
  const perIp = ipWindow(BEACONS_PER_MINUTE, 60_000, deps.now);
  const limited: MiddlewareHandler = async (c, next) => {
    if (perIp.allow(clientRateLimitKey(c, deps.rules.trustProxy))) return next();
    c.header('Retry-After', '60');
    return jsonError(
      c,
      429,
      'too_many_requests',
      'Too many page views from this address; try again in a minute',
    );
  };
  const small = bodyLimit({
    maxSize: BEACON_BODY_MAX,
    onError: (c) =>
      jsonError(c, 413, 'request_too_large', `Request body is larger than ${BEACON_BODY_MAX} bytes`),
  });

  app.post('/api/page-view', limited, small, async (c) => {
    const read = await readPath(c);
    if ('error' in read) return read.error;
    const view = pageViewOf(c, read.path, deps.rules);
    // Only a page counts (the server's 404 check: a post slug no post has is not one); the answer is the same.
    if (view) await recordIfPage(view, deps.rules, deps.collector);
    return c.body(null, 202);
  });

  app.post('/api/page-view/retract', limited, small, async (c) => {
    try {
      return await retract(c);
    } catch (err) {
      // The database could not answer (down, or a statement failed): said in JSON, and logged.
      deps.logger.warn({ err }, 'analytics: could not take back a page view');
      c.header('Retry-After', '5');
      return jsonError(c, 503, 'unavailable', 'The page view could not be taken back now; try again shortly');
    }
  });

  const retract = async (c: Context): Promise<Response> => {
    const staff = await verifyStaff(deps.db, deps.keys, c.req.header('authorization'));
    if (staff !== 'staff') {
      return staff === 'no_token'
        ? jsonError(c, 401, 'no_authorization', 'A staff access token is required (Authorization: Bearer …)')
        : staff === 'bad_token'
          ? jsonError(c, 401, 'bad_jwt', 'The access token is invalid or expired')
          : staff === 'needs_aal2'
            ? jsonError(
                c,
                403,
                'insufficient_aal',
                'Staff two-factor sign-in is required: verify your code (an aal2 session) first',
              )
            : jsonError(c, 403, 'not_staff', 'Only staff members take back their own page views');
    }
    const read = await readPath(c);
    if ('error' in read) return read.error;
    const view = pageViewOf(c, read.path, deps.rules);
    // Not a counted path: nothing was counted, so nothing to take back.
    if (view) await deps.collector.retract({ ip: view.ip, userAgent: view.userAgent }, view.path);
    return c.body(null, 204);
  };
  return app;
}
