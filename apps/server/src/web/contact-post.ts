// POST /contact: the consultation form sent by the browser itself — without JavaScript, or pressed before the
// app took the page over. The form's own address, so the page that answers a refused request is the contact
// page at its own URL (a reload or a bookmark shows the form). It asks what the app's RPC call asks: the same
// rules (contact-form-rules.ts), the same database function through the same data API pipeline as anon, with
// the client's IP as the API decides it (so both ways share the per-address and per-IP limits), hence the
// same stored row, which the staff notifier (jobs/contact-notify.ts) mails like any other.
//   stored (or a bot's honeypot)  303 → /contact/sent (nothing of the request in its URL)
//   a field to fix                422, the contact page with each message beside its field, values kept
//   rate-limited                  429 + Retry-After, the page with the limit's message, values kept
//   posted by another site        403, the page saying so, values kept: sent again from here, it goes
//   not a form / too large        415 / 413, the page saying so
//   over the per-address limit    429 + Retry-After, a small fixed page: counted before anything else is read
//   no database                   503, the site's unavailable page
// A refusal costs no render: the contact page's templates are rendered once per shape (contact-refusal-pages.ts)
// and filled in with the request's strings; the per-address limit bounds the posts any one client can make.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from '../config.ts';
import type { FindLanding, Landing } from '../analytics/landing.ts';
import { ipWindow } from '../analytics/ip-window.ts';
import { clientIp, clientRateLimitKey, UNKNOWN_IP } from '../http/client-ip.ts';
import { API_BODY_LIMIT } from '../http/limits.ts';
import type { Logger } from '../http/logger.ts';
import type { RestApi } from '../rest/api.ts';
import {
  fieldOfMessage,
  GENERIC_FAILURE_MESSAGE,
  RATE_LIMIT_MESSAGE,
  readContactForm,
  toRpcArgs,
  validateContactRequest,
  type ContactFieldErrors,
  type ContactSubmission,
} from '@advisory/site/contact-form-rules';
import { CONTACT_PATH, plainContactPageHtml } from './contact-page.ts';
import { contactRefusalPages, type ContactRefusalPagesOptions } from './contact-refusal-pages.ts';
import type { IndexParts } from './page-document.ts';
import type { PageRenderer } from './page-renderer.ts';
import { sendUnavailablePage } from './unavailable-page.ts';

export { CONTACT_PATH };
export const CONTACT_SENT_PATH = '/contact/sent';

export const FIX_FIELDS_MESSAGE = 'Please correct the fields marked below and send the form again.';
export const CROSS_SITE_MESSAGE =
  'This request came from another website, so it was not sent. If it is yours, check the details below and press Send Request.';
export const TOO_LARGE_MESSAGE =
  'Your request is too long to send. Please shorten your message and try again.';
export const NOT_A_FORM_MESSAGE =
  'Your request could not be read. Please fill in the form and send it again.';

/** The function's limit is per hour: when trying again can help at the latest. */
const RATE_LIMIT_RETRY_AFTER_SECONDS = 3600;

/**
 * Posts of the form per client (its address, an IPv6 /64) per hour in this process, refused ones included: the
 * function stores 10 per address per hour; the rest leaves room for a few corrections each (and a shared address).
 */
export const CONTACT_POSTS_PER_HOUR = 30;

export interface ContactPostOptions {
  api: RestApi;
  anonKey: string;
  config: Pick<Config, 'siteUrl' | 'siteName' | 'trustProxy'>;
  logger: Logger;
  /** The public pages' renderer: the contact page is rendered with the refused submission. */
  pages: Pick<PageRenderer, 'render'>;
  /** The web build's index.html, cut (web/page-document.ts). */
  index: () => IndexParts | null;
  /** Where this browser's visit began today (analytics/landing.ts): the request's attribution. */
  landing?: FindLanding;
  /** The clock of the per-address limit's window (AppDeps.now). */
  now?: () => number;
  /** Makes the refused posts' page templates (contact-page-template.ts); tests count its calls. */
  buildTemplate?: ContactRefusalPagesOptions['build'];
}

/** The function's attribution arguments (the app sends the same from what it noted on its first load). */
function landingArgs(landing: Landing | null) {
  return {
    landing_path: landing?.path ?? null,
    landing_referrer: landing?.referrerHost ?? null,
    utm_source: landing?.utmSource ?? null,
    utm_medium: landing?.utmMedium ?? null,
    utm_campaign: landing?.utmCampaign ?? null,
  };
}

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Whether the browser says another site sent this post. Sec-Fetch-Site when the browser sends it (all current
 * ones do, whatever the page's referrer policy); else an Origin or Referer naming another site. Nothing to go
 * on (a script, an old browser, `Origin: null` under our own no-referrer policy): let through, as the data
 * API lets the same call through — the form is anonymous and sets nothing in the visitor's name.
 */
function fromAnotherSite(c: Context, siteOrigin: string): boolean {
  const fetchSite = c.req.header('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const ours = (url: string) => {
    try {
      const u = new URL(url);
      return u.origin === siteOrigin || u.host === c.req.header('host');
    } catch {
      return false;
    }
  };
  const origin = c.req.header('origin');
  if (origin && origin !== 'null') return !ours(origin);
  const referer = c.req.header('referer');
  return referer ? !ours(referer) : false;
}

/** The database function's failure as the API answered it (PostgREST's error body). */
function failureOf(body: string | null): { code?: string; message?: string } {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as { code?: string; message?: string })
      : {};
  } catch {
    return {};
  }
}

export function contactPostRoutes(opts: ContactPostOptions): Hono {
  const app = new Hono();
  const siteOrigin = new URL(opts.config.siteUrl).origin;
  const pages = contactRefusalPages({
    pages: opts.pages,
    index: opts.index,
    siteName: opts.config.siteName,
    logger: opts.logger,
    ...(opts.buildTemplate ? { build: opts.buildTemplate } : {}),
  });
  const perClient = ipWindow(CONTACT_POSTS_PER_HOUR, 3600_000, opts.now);
  const overLimitPage = plainContactPageHtml(
    { values: null, errors: {}, notice: RATE_LIMIT_MESSAGE },
    opts.config.siteName,
  );

  /** The contact page with the form's state, answered with `status`. */
  const answer = async (
    c: Context,
    status: 400 | 403 | 413 | 415 | 422 | 429 | 500,
    state: ContactSubmission,
  ) => {
    const html = await pages.page(state);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(html, status);
  };

  app.post(
    CONTACT_PATH,
    // Counted first: over the limit, nothing of the request is read and no page is made.
    async (c, next) => {
      if (perClient.allow(clientRateLimitKey(c, opts.config.trustProxy))) return next();
      c.header('Retry-After', String(RATE_LIMIT_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      c.header('X-Robots-Tag', 'noindex');
      return c.html(overLimitPage, 429);
    },
    // The data API's own limit: the longest form (every field at its maxlength, each character percent-encoded
    // as three UTF-8 bytes) is about 55 KB.
    bodyLimit({
      maxSize: API_BODY_LIMIT,
      onError: (c) => answer(c, 413, { values: null, errors: {}, notice: TOO_LARGE_MESSAGE }),
    }),
    async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
      if (type !== FORM_TYPE) return answer(c, 415, { values: null, errors: {}, notice: NOT_A_FORM_MESSAGE });
      const params = new URLSearchParams(await c.req.text());
      const values = readContactForm((name) => params.get(name));
      if (fromAnotherSite(c, siteOrigin)) {
        opts.logger.info(
          { origin: c.req.header('origin') },
          'contact form posted from another site: not sent',
        );
        return answer(c, 403, { values, errors: {}, notice: CROSS_SITE_MESSAGE });
      }
      const errors = validateContactRequest(values);
      if (Object.keys(errors).length > 0)
        return answer(c, 422, { values, errors, notice: FIX_FIELDS_MESSAGE });

      const ip = clientIp(c, opts.config.trustProxy);
      // Attribution never stands in the way of a request: without it the request is sent all the same.
      const browser = { ip: ip ?? UNKNOWN_IP, userAgent: c.req.header('user-agent') ?? '' };
      const landing = opts.landing
        ? await opts.landing(browser).catch((err: unknown) => {
            opts.logger.warn({ err }, 'could not find where the visit began: the request goes without it');
            return null;
          })
        : null;
      const reply = await opts.api.answer({
        method: 'POST',
        path: '/rest/v1/rpc/submit_contact_request',
        query: '',
        headers: {
          apikey: opts.anonKey,
          authorization: `Bearer ${opts.anonKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        ip,
        body: async () => JSON.stringify({ ...toRpcArgs(values), ...landingArgs(landing) }),
      });
      if (reply.status < 300) {
        c.header('Cache-Control', 'no-store');
        return c.redirect(CONTACT_SENT_PATH, 303);
      }
      if (reply.status === 503) return sendUnavailablePage(c, opts.config.siteName);
      const failure = failureOf(reply.body);
      if (reply.status === 429 || failure.code === 'PT429') {
        c.header('Retry-After', String(RATE_LIMIT_RETRY_AFTER_SECONDS));
        return answer(c, 429, { values, errors: {}, notice: RATE_LIMIT_MESSAGE });
      }
      // The function's own check disagreed with ours: its message, beside its field when it names one.
      const field = failure.code === '22023' && failure.message ? fieldOfMessage(failure.message) : null;
      if (field && failure.message) {
        const fieldErrors: ContactFieldErrors = { [field]: failure.message };
        return answer(c, 422, { values, errors: fieldErrors, notice: FIX_FIELDS_MESSAGE });
      }
      opts.logger.warn(
        { status: reply.status, code: failure.code },
        'a contact request posted as a form failed',
      );
      return answer(c, reply.status >= 500 ? 500 : 400, {
        values,
        errors: {},
        notice: GENERIC_FAILURE_MESSAGE,
      });
    },
  );
  // The page itself is GET (web/spa.ts); nothing else is done at this address.
  app.on(['PUT', 'PATCH', 'DELETE'], CONTACT_PATH, (c) => {
    c.header('Allow', 'GET, HEAD, POST');
    return c.text('Method Not Allowed', 405);
  });
  return app;
}
