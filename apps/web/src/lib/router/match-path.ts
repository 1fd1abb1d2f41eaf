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

/** The match of `pattern` (a path, or its options) against `pathname`, or null. */
export function matchPath(pattern: string | PathPattern, pathname: string): PathMatch | null {
  const options = typeof pattern === 'string' ? { path: pattern } : pattern;
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
