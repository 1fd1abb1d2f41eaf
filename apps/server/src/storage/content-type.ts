// The one reading of a stored file's content type, for uploads and for downloads. A header such as
// `application/pdf;,text/html` is one type to a prefix check and another to a browser (Fetch's "extract a MIME type"
// takes the last one), so nothing is compared, stored or served but the parse of RFC 9110 §8.3.1's grammar: a single
// `type/subtype` of tokens, lower-cased, with at most a `charset` parameter. Anything else is not a content type.

/** RFC 9110 §5.6.2 tchar: the characters a token may hold. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 6838 §4.2: a type or subtype name is at most 127 characters. */
const MAX_NAME = 127;
/** A charset name (IANA's registry tops out near 45 characters). */
const MAX_CHARSET = 64;

export interface ContentType {
  /** `type/subtype`, lower-case. */
  essence: string;
  type: string;
  subtype: string;
  /** The charset, lower-case, when one was given. */
  charset: string | null;
}

const isToken = (s: string, max: number) => s.length > 0 && s.length <= max && TOKEN.test(s);

/** `type/subtype` with at most a charset, or null for anything else (several types, `,`, other parameters, bad tokens). */
export function parseContentType(raw: string): ContentType | null {
  const [media, ...params] = raw.split(';');
  const slash = (media ?? '').trim().split('/');
  if (slash.length !== 2) return null;
  const [type = '', subtype = ''] = slash.map((s) => s.toLowerCase());
  if (!isToken(type, MAX_NAME) || !isToken(subtype, MAX_NAME)) return null;
  let charset: string | null = null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0) return null;
    const name = param.slice(0, eq).trim().toLowerCase();
    let value = param.slice(eq + 1).trim();
    // A quoted value is taken only when what it quotes is itself a token (a charset name always is).
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (name !== 'charset' || charset !== null || !isToken(value, MAX_CHARSET)) return null;
    charset = value.toLowerCase();
  }
  return { essence: `${type}/${subtype}`, type, subtype, charset };
}

/** The one text a parsed type is stored and served as: `type/subtype` or `type/subtype; charset=name`. */
export function formatContentType(t: ContentType): string {
  return t.charset === null ? t.essence : `${t.essence}; charset=${t.charset}`;
}

/** The canonical text of `raw`, or null when it is not one content type. */
export function canonicalContentType(raw: string): string | null {
  const parsed = parseContentType(raw);
  return parsed && formatContentType(parsed);
}

/**
 * WHATWG MIME Sniffing's JavaScript MIME type essences: with `nosniff`, a `<script src>` runs a response only when its
 * type is one of these, so a stored file never carries one (a same-origin script would pass `script-src 'self'`).
 */
const JAVASCRIPT = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export const isScriptType = (t: ContentType): boolean => JAVASCRIPT.has(t.essence);

/**
 * Types a stored file is shown inline as (raster images the site's pages embed, PDFs the posts link to); every other
 * file is sent as a download. Markup, SVG and scripts are never on it.
 */
const INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'application/pdf']);

export const isInlineType = (t: ContentType): boolean => INLINE.has(t.essence);

/** How a stored row's type is served: its canonical text, or bytes of no type when it is not a safe one. */
export interface ServedType {
  contentType: string;
  inline: boolean;
}

const OPAQUE: ServedType = { contentType: 'application/octet-stream', inline: false };

/**
 * The type a stored object is served with. Rows written before uploads were parsed may hold anything (e.g.
 * `application/pdf;,text/html`): a stored type that does not parse, or names a script, is served as
 * `application/octet-stream`, as a download.
 */
export function servedType(stored: unknown): ServedType {
  const parsed = typeof stored === 'string' ? parseContentType(stored) : null;
  if (!parsed || isScriptType(parsed)) return OPAQUE;
  return { contentType: formatContentType(parsed), inline: isInlineType(parsed) };
}
