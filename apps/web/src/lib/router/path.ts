import type { Location, Path, To } from './types';

// URL paths as the router keeps them: parsed once into pathname/search/hash, written back with createPath.

export function parsePath(path: string): Partial<Path> {
  const parts: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parts.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parts.pathname = path;
  return parts;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  // A bare '?' or '#' means none (useSearchParams writes '?' for empty params).
  const s = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const h = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + s + h;
}

/**
 * Thrown for a relative pathname ('x', './x', '../x'). React Router resolves those against the route hierarchy
 * (its default, relative="route"), which a flat route table like ours cannot reproduce; resolving them against
 * the URL instead would send the same link somewhere else than React Router does. So they are refused: every
 * link names its path from config/paths.ts (absolute), or only a search or hash.
 */
export class RelativePathError extends Error {
  constructor(to: string) {
    super(
      `Relative paths are not supported ("${to}"): link to an absolute path (config/paths.ts), or a search or hash only.`,
    );
    this.name = 'RelativePathError';
  }
}

/**
 * Where `to` leads from `from`: an absolute path as is; '?q' or '#x' keep the current pathname (React
 * Router's rule: search and hash come from `to` only); a relative pathname is refused (RelativePathError).
 */
export function resolveTo(to: To, from: Path): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const target = parts.pathname;
  if (target && !target.startsWith('/')) throw new RelativePathError(target);
  const pathname = target || from.pathname;
  const normalize = (value: string | undefined, mark: string) =>
    !value || value === mark ? '' : value.startsWith(mark) ? value : mark + value;
  return { pathname, search: normalize(parts.search, '?'), hash: normalize(parts.hash, '#') };
}

export function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function createLocation(path: Partial<Path>, state: unknown = null, key = createKey()): Location {
  return { pathname: path.pathname || '/', search: path.search ?? '', hash: path.hash ?? '', state, key };
}
