import { paths } from '@/config/paths';

// Guards send visitors here with `navigate('/auth', { state: { from: location } })`; some callers pass a
// plain path instead (`{ from: '/education' }` or the string itself). Anything else means "no origin".

interface LocationLike {
  pathname: string;
  search?: unknown;
  hash?: unknown;
}

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && typeof (value as LocationLike).pathname === 'string';
}

function toPath(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isLocationLike(value)) return null;
  const search = typeof value.search === 'string' ? value.search : '';
  const hash = typeof value.hash === 'string' ? value.hash : '';
  return value.pathname + search + hash;
}

/**
 * Where to go after signing in (SPEC §2 /auth): the path the visitor came from, or '/' when there is none.
 * Only same-site paths are accepted (history state can be set by any script on the page, so '//evil.example'
 * must not become an open redirect), and /auth itself is never an origin (it would redirect to itself).
 */
export function originPath(state: unknown): string {
  const candidate =
    typeof state === 'object' && state !== null && 'from' in state ? toPath(state.from) : toPath(state);
  if (candidate === null || !candidate.startsWith('/') || /^\/[/\\]/.test(candidate))
    return paths.home.href();
  const pathname = candidate.split(/[?#]/, 1)[0] ?? '';
  if (pathname === paths.auth.href() || pathname === `${paths.auth.href()}/`) return paths.home.href();
  return candidate;
}
