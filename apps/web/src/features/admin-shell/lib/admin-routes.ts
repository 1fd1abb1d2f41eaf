// The admin area's view of the route manifest: which screen a path is (for the role guard) and which
// sidebar entries a user sees.
import { matchPath } from '@/lib/router';
import { paths } from '@/config/paths';
import { appRoutes, roleAllows, type AppRoute, type UserRole } from '@/config/routes';

const ADMIN = appRoutes.filter((r) => r.area === 'admin');

/** The manifest entry that renders `pathname` (the router's ranking: static before dynamic before splat). */
export function adminRouteFor(pathname: string): AppRoute | undefined {
  const rank = (r: AppRoute) => (r.path.endsWith('*') ? 2 : r.path.includes(':') ? 1 : 0);
  return [...ADMIN].sort((a, b) => rank(a) - rank(b)).find((r) => matchPath(r.path, pathname));
}

/** Sidebar entries, in manifest order, that the user's role may open (signed-out → none). */
export function navEntries(
  user: { role: UserRole } | null,
): Array<AppRoute & { nav: NonNullable<AppRoute['nav']> }> {
  return ADMIN.filter((r): r is AppRoute & { nav: NonNullable<AppRoute['nav']> } =>
    Boolean(r.nav && roleAllows(r.role, user)),
  );
}

/**
 * Screens that answer a missing role with their own gate instead of the layout's redirect to /admin:
 * /admin/education shows SPEC §2's 'Access Denied' texts, decided by the server's has_admin_access().
 */
const SELF_GATED: ReadonlySet<string> = new Set([paths.adminEducation.path]);

/** Whether the layout leaves the role check of `route` to the screen itself. */
export function isSelfGated(route: AppRoute | undefined): boolean {
  return route !== undefined && SELF_GATED.has(route.path);
}
