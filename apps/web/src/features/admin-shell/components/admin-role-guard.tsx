import type { ReactNode } from 'react';
import { Navigate } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { roleAllows, type AppRoute } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';
import { isSelfGated } from '../lib/admin-routes';

/**
 * SPEC §4's admin guard for one screen: a route that requires admin (or editor) sends a user without that
 * role to /admin by replacement. The layout's RequireAuth has already dealt with "no user". Self-gated
 * screens (/admin/education) show their own access texts instead, so they are let through here.
 */
export function AdminRoleGuard({ route, children }: { route: AppRoute | undefined; children: ReactNode }) {
  const { profile, profileLoading } = useAuth();
  const role = route?.role ?? 'signed-in';
  if (role === 'public' || role === 'signed-in' || isSelfGated(route)) return <>{children}</>;
  if (profileLoading) return <Spinner label="Checking your access" />;
  // No profile row reads as the default role (SPEC §6: contributor).
  if (!roleAllows(role, { role: profile?.role ?? 'contributor' })) {
    return <Navigate to={paths.admin.href()} replace />;
  }
  return <>{children}</>;
}
