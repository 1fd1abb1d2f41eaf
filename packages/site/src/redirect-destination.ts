// A redirect's destination (ADR 0011), one rule for the staff screen's form and the server: a page of this
// site — one '/', no '//', no backslash, no control characters, no encoded '/', '\' or control character — or
// an absolute http(s) URL of another site. The database refuses the same destinations on save, in the same
// words (the redirects_destination_url_format constraint and private.redirect_destination_problem in
// supabase/migrations/20261126000200_redirect_destinations.sql); redirect-destination-scenarios.ts is the one
// table of inputs both are tested against. The form says so before the save; the database is the last word
// for writes that never pass the form; the server's classifyDestination is the last word for rows that got
// past the database (saved before that migration, or written with triggers off): such a row is never served.

/** The format constraint's words: what staff read for a destination that is neither a path nor http(s). */
export const DESTINATION_FORMAT_MESSAGE = 'Destination URL must start with /, http:// or https://';

export type Destination =
  /** A page of this site: path (dot segments resolved), query and fragment. */
  | { kind: 'site'; path: string }
  /** Another site: an absolute http(s) URL, as stored. */
  | { kind: 'external'; url: string }
  | { kind: 'invalid'; problem: string };

// Control characters (C0, DEL, C1), spaces and the invisible ones (zero-width, bidi controls, BOM): the same
// code points as the database's check (which cannot hold NUL at all).
const UNSEEN: [number, number][] = [
  [0x00, 0x20],
  [0x7f, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
];
const hasUnseen = (s: string) =>
  [...s].some((c) => {
    const n = c.codePointAt(0) ?? 0;
    return UNSEEN.some(([from, to]) => n >= from && n <= to);
  });
const ENCODED_SEPARATOR = /%(2f|5c|[01][0-9a-f]|7f)/i;
const ABSOLUTE = /^https?:\/\//i;
const FORMAT = /^(\/|https?:\/\/)/i;

/** An absolute http(s) URL: another website (the staff list marks it "External"). */
export const isExternal = (destination: string) => ABSOLUTE.test(destination);

/**
 * private.redirect_destination_problem's words for a destination it refuses, or null. Other schemes are the
 * format constraint's to refuse (refusedDestination says both).
 */
export function destinationProblem(dest: string): string | null {
  if (hasUnseen(dest)) return 'Destination URL cannot contain spaces or control characters';
  if (dest.includes('\\')) return 'Destination URL cannot contain a backslash (\\)';
  if (ABSOLUTE.test(dest)) {
    const authority = /^[a-z]+:\/\/([^/?#]*)/i.exec(dest)?.[1] ?? '';
    if (authority.includes('@')) return 'Destination URL cannot contain a user name or password (…@)';
    if (authority.includes('%')) return "Destination URL's website name cannot contain % escapes";
    if (authority.replace(/:[0-9]*$/, '') === '')
      return 'Destination URL must name a website after http(s):// (e.g. https://example.com/page)';
    return null;
  }
  if (!dest.startsWith('/')) return null;
  const path = pathPart(dest);
  if (ENCODED_SEPARATOR.test(path))
    return 'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)';
  if (resolveDots(path).includes('//'))
    return 'A destination path cannot contain // (for another website, write https://…)';
  return null;
}

/** Why a save of this destination is refused (the format constraint first, then the function), or null. */
export function refusedDestination(dest: string): string | null {
  return FORMAT.test(dest) ? destinationProblem(dest) : DESTINATION_FORMAT_MESSAGE;
}

/** What a stored destination means; an absolute URL on `siteOrigin` is a page of this site. */
export function classifyDestination(dest: string, siteOrigin: string): Destination {
  const problem = refusedDestination(dest);
  if (problem) return { kind: 'invalid', problem };
  const sitePath = dest.startsWith('/') ? dest : pathOnOrigin(dest, siteOrigin);
  if (sitePath === null) return { kind: 'external', url: dest };
  const path = pathPart(sitePath);
  return { kind: 'site', path: resolveDots(path) + sitePath.slice(path.length) };
}

/** The path of an absolute URL whose origin is `origin` (scheme, lower-cased host, non-default port), else null. */
function pathOnOrigin(url: string, origin: string): string | null {
  const m = /^([a-z]+):\/\/([^/?#]*)(.*)$/is.exec(url);
  if (!m) return null;
  const scheme = (m[1] ?? '').toLowerCase();
  const authority = m[2] ?? '';
  const rest = m[3] ?? '';
  const port = /:([0-9]*)$/.exec(authority)?.[1] ?? '';
  const host = authority.replace(/:[0-9]*$/, '').toLowerCase();
  const defaultPort =
    port === '' || (scheme === 'https' && port === '443') || (scheme === 'http' && port === '80');
  if (`${scheme}://${host}${defaultPort ? '' : `:${port}`}` !== origin) return null;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The path before any query or fragment. */
function pathPart(dest: string): string {
  return /^[^?#]*/.exec(dest)?.[0] ?? '';
}

/** RFC 3986's remove_dot_segments for a path that starts with '/'; '%2e' is a '.', as browsers read it. */
export function resolveDots(path: string): string {
  const segments = path.slice(1) === '' ? [] : path.slice(1).split('/');
  const out: string[] = [];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    const s = segment.toLowerCase();
    if (s === '.' || s === '%2e') {
      if (last) out.push('');
    } else if (s === '..' || s === '.%2e' || s === '%2e.' || s === '%2e%2e') {
      out.pop();
      if (last) out.push('');
    } else {
      out.push(segment);
    }
  });
  return `/${out.join('/')}`;
}

/** The key a source path is looked up by: '/a', '/a/' and '/a//' are one page to a visitor ('/' is ''). */
export function sourceKey(path: string): string {
  return path.replace(/\/+$/, '');
}
