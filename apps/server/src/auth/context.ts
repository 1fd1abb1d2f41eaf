// What every auth handler gets: the app's dependencies plus auth settings and the mailer,
// and small request helpers (JSON body, client IP, redirect allow-list).
import type { Context } from 'hono';
import type { AppDeps } from '../app-deps.ts';
import { decodeUtf8, parseJson } from '../http/json-body.ts';
import { badJson, validationFailed } from './errors.ts';
import type { Mailer } from './mail/mailer.ts';
import type { AuthSettings } from './settings.ts';

/** What the auth API needs to know of the site's redirect table (web/redirects.ts implements it; ADR 0011). */
export interface SiteRedirects {
  /** Whether a GET of this path (percent-decoded, as the router sees it) may be answered by a redirect. */
  redirects(path: string): Promise<boolean>;
}

export interface AuthCtx {
  deps: AppDeps;
  settings: AuthSettings;
  mailer: Mailer;
  /** A page of the site that a redirect answers is never where a session or code is sent (redirect-target.ts). */
  siteRedirects: SiteRedirects;
  /** `iss` of access tokens: the public URL of this auth API. */
  issuer: string;
}

export type Body = Record<string, unknown>;

/** Parses a JSON object body; an empty body counts as `{}` (supabase-js sends none to /logout). */
export async function readBody(c: Context): Promise<Body> {
  let text: string;
  try {
    // Bytes that are not UTF-8 are refused, never stored as U+FFFD (an address like "��@x.co").
    text = decodeUtf8(new Uint8Array(await c.req.arrayBuffer()));
  } catch {
    throw badJson();
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = parseJson(text); // depth-capped: a body nested 100,000 deep is bad_json, not a 500
  } catch {
    throw badJson();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw badJson();
  return parsed as Body;
}

export function optString(body: Body, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw validationFailed(`${key} must be a string`);
  return v;
}

export function optObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw validationFailed(`${key} must be an object`);
  return v as Record<string, unknown>;
}

// Deliberately simple: one @, something on both sides, a dot in the domain, no spaces; at most 255 chars.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-cased, validated e-mail (GoTrue lower-cases before storing and looking up). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL.test(email)) throw validationFailed('Unable to validate email address: invalid format');
  return email;
}

// One client-IP rule for auth/ and rest/ (http/client-ip.ts); re-exported for the handlers.
export { clientIp } from '../http/client-ip.ts';

/** An IP string Postgres' inet accepts, else null (the sessions table stores it as inet). */
export function inetOrNull(ip: string | null): string | null {
  if (!ip) return null;
  return /^[0-9a-fA-F:.]+$/.test(ip) ? ip.replace(/^::ffff:/, '') : null;
}

/**
 * `redirect_to` is honoured only for the site's own origin or a listed allowed URL (prefix match on a
 * listed URL, exact origin match for a listed origin); anything else falls back to SITE_URL, so e-mailed
 * links can never redirect to a foreign site.
 */
export function safeRedirect(deps: AppDeps, raw: string | undefined | null): string {
  const site = deps.config.siteUrl;
  if (!raw) return site;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return site;
  }
  if (!/^https?:$/.test(target.protocol)) return site;
  if (target.origin === new URL(site).origin) return target.toString();
  for (const allowed of deps.config.allowedRedirects) {
    try {
      const a = new URL(allowed);
      const isOriginOnly = a.pathname === '/';
      if (isOriginOnly ? a.origin === target.origin : target.toString().startsWith(a.toString())) return target.toString();
    } catch {
      // ignore malformed entries
    }
  }
  return site;
}
