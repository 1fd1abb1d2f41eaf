import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

export type RequiredRole = 'admin' | 'editor';

/**
 * The guard of SPEC §4: a spinner while the session check runs; no user → local storage cleared and a
 * replace-redirect to /auth that remembers the origin; a role requirement not met → /admin.
 */
export function RequireAuth({ children, role }: { children: ReactNode; role?: RequiredRole }) {
  const { user, profile, loading, profileLoading } = useAuth();
  const location = useLocation();
  if (loading) return <Spinner label="Checking your session" />;
  if (!user) {
    window.localStorage.clear();
    return <Navigate to={paths.auth.href()} replace state={{ from: location }} />;
  }
  if (role && profileLoading) return <Spinner label="Checking your access" />;
  if (role) {
    const current = profile?.role ?? 'contributor';
    const allowed = role === 'admin' ? current === 'admin' : current === 'admin' || current === 'editor';
    if (!allowed) return <Navigate to={paths.admin.href()} replace />;
  }
  return <>{children}</>;
}
