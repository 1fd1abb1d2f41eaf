// A redirect's destination as the database judges it (ADR 0011; private.redirect_destination_problem in
// supabase/migrations/20261126000200_redirect_destinations.sql, same rules and words): a page of this site —
// one '/', no '//', no backslash, no control characters, no encoded '/', '\' or control character — or an
// absolute http(s) URL of another site. The form says so before the save; the database is the last word,
// including for writes that never pass this form.

export const DESTINATION_FORMAT_MESSAGE = 'Destination URL must start with /, http:// or https://';

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

/** An absolute http(s) URL: another website (the list marks it "External"). */
export const isExternal = (destination: string) => ABSOLUTE.test(destination);

/** What is wrong with a destination, in the database's words, or null. */
export function destinationProblem(dest: string): string | null {
  if (!/^(\/|https?:\/\/)/i.test(dest)) return DESTINATION_FORMAT_MESSAGE;
  if (hasUnseen(dest)) return 'Destination URL cannot contain spaces or control characters';
  if (dest.includes('\\')) return 'Destination URL cannot contain a backslash (\\)';
  if (isExternal(dest)) {
    const authority = /^[a-z]+:\/\/([^/?#]*)/i.exec(dest)?.[1] ?? '';
    if (authority.includes('@')) return 'Destination URL cannot contain a user name or password (…@)';
    if (authority.includes('%')) return "Destination URL's website name cannot contain % escapes";
    if (authority.replace(/:[0-9]*$/, '') === '')
      return 'Destination URL must name a website after http(s):// (e.g. https://example.com/page)';
    return null;
  }
  const path = /^[^?#]*/.exec(dest)?.[0] ?? '';
  if (ENCODED_SEPARATOR.test(path))
    return 'A destination path cannot contain an encoded /, \\ or control character (%2F, %5C, %00–%1F, %7F)';
  if (withoutDotSegments(path).includes('//'))
    return 'A destination path cannot contain // (for another website, write https://…)';
  return null;
}

/** RFC 3986's remove_dot_segments ('%2e' is a '.', as browsers read it): '/..//x' is '//x' to a browser. */
function withoutDotSegments(path: string): string {
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
