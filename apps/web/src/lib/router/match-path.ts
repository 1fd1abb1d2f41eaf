import type { Params } from './types';

// One route pattern against one pathname — React Router's rules for the patterns our manifest uses:
// static segments (case-insensitive), `:name` (one segment), `:name?`, a trailing `*` (the rest, maybe
// nothing), trailing slashes ignored.

export interface PathPattern {
  path: string;
  /** Match the whole pathname (true) or only its beginning (a parent route). */
  end?: boolean;
  caseSensitive?: boolean;
}

export interface PathMatch {
  params: Params;
  /** The part of the pathname that matched. */
  pathname: string;
  /** The same without the `*` part. */
  pathnameBase: string;
  pattern: PathPattern;
}

interface Compiled {
  regexp: RegExp;
  params: Array<{ name: string; optional: boolean }>;
}

const cache = new Map<string, Compiled>();

function compile({ path, end = true, caseSensitive = false }: PathPattern): Compiled {
  const id = `${path}\0${end}\0${caseSensitive}`;
  const cached = cache.get(id);
  if (cached) return cached;
  const params: Compiled['params'] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (_, name: string, optional?: string) => {
        params.push({ name, optional: optional != null });
        return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  const compiled = { regexp: new RegExp(source, caseSensitive ? undefined : 'i'), params };
  cache.set(id, compiled);
  return compiled;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// A pattern of plain text (no `:param`, `*` or `?`, printable ASCII) is matched without a regular expression:
// the router matches the URL against the ranked routes as the app starts, and building a RegExp for each
// route tried was a measurable part of that start-up task on a phone. Same rules as compile()'s expression.
const PLAIN = /^[\x20-\x7e]*$/;
const SPECIAL = /[:*?]/;

/** Whether `text` begins with `prefix`, ignoring ASCII case unless `caseSensitive` (a RegExp's `i` flag). */
function startsWith(text: string, prefix: string, caseSensitive: boolean): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    let a = text.charCodeAt(i);
    let b = prefix.charCodeAt(i);
    if (a === b) continue;
    if (caseSensitive) return false;
    if (a >= 65 && a <= 90) a += 32;
    if (b >= 65 && b <= 90) b += 32;
    if (a !== b) return false;
  }
  return true;
}

/** The matched part of `pathname` for a plain pattern, or null. */
function matchPlain(
  { path, end = true, caseSensitive = false }: PathPattern,
  pathname: string,
): string | null {
  const base = path.replace(/\/*$/, '').replace(/^\/*/, '/');
  if (!startsWith(pathname, base, caseSensitive)) return null;
  const rest = pathname.slice(base.length);
  if (end) return /^\/*$/.test(rest) ? pathname : null;
  if (path === '' || path === '/' || rest === '' || rest.startsWith('/'))
    return pathname.slice(0, base.length);
  return null;
}

/** The match of `pattern` (a path, or its options) against `pathname`, or null. */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const options = typeof pattern === 'string' ? { path: pattern } : pattern;
  if (PLAIN.test(options.path) && !SPECIAL.test(options.path)) {
    const matched = matchPlain(options, pathname);
    if (matched === null) return null;
    return {
      params: {},
      pathname: matched,
      pathnameBase: matched.replace(/(.)\/+$/, '$1'),
      pattern: options,
    };
  }
  return matchCompiled(options, pathname);
}

/** matchPath through the pattern's regular expression; any pattern (exported for the plain-pattern test). */
export function matchCompiled(options: PathPattern, pathname: string): PathMatch | null {
  const { regexp, params: names } = compile(options);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Record<string, string | undefined> = {};
  names.forEach(({ name, optional }, i) => {
    const value = found[i + 1];
    if (name === '*') {
      const splat = value ?? '';
      pathnameBase = matched.slice(0, matched.length - splat.length).replace(/(.)\/+$/, '$1');
    }
    params[name] = optional && !value ? undefined : decode(value ?? '');
  });
  return { params, pathname: matched, pathnameBase, pattern: options };
}
