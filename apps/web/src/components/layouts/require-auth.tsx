import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { roleAllows, type RouteRole } from '@/config/routes';
import { useAuth } from '@/lib/auth/use-auth';

/**
 * The guard of SPEC §4: a spinner while the session check runs; no user → local storage cleared and a
 * replace-redirect to /auth that remembers the origin. A route that needs staff or admin (the manifest's
 * `role`) waits for the profile and otherwise shows SPEC's 'Access Denied' in place of the screen.
 */
export function RequireAuth({ children, role = 'signed-in' }: { children: ReactNode; role?: RouteRole }) {
  const { user, profile, loading, profileLoading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) {
    if (role === 'public') return <>{children}</>;
    window.localStorage.clear();
    return <Navigate to={paths.auth.href()} replace state={{ from: location }} />;
  }
  if (role === 'public' || role === 'signed-in') return <>{children}</>;
  if (profileLoading) return <Spinner label="Checking your access" />;
  // No profile row reads as the default role (SPEC §6: contributor).
  if (!roleAllows(role, { role: profile?.role ?? 'contributor' })) return <AccessDenied role={role} />;
  return <>{children}</>;
}

/** SPEC §2's access-gate texts; the admin-only screens say which role they need. */
export function AccessDenied({ role }: { role: 'staff' | 'admin' }) {
  const needed = role === 'admin' ? 'Admin role is required.' : 'Admin or Editor role is required.';
  return (
    <section role="alert" className="mx-auto max-w-md space-y-2 py-12 text-center">
      <title>Access Denied</title>
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-muted-foreground">
        You don&apos;t have the necessary permissions to access this area. {needed}
      </p>
    </section>
  );
}
