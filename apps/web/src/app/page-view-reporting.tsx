// Wires the page-view beacon (lib/analytics/page-views.ts) to the app: the router says where the reader went,
// the AuthProvider says whether the reader is staff. Nothing here loads supabase-js: a signed-out visitor's
// AuthProvider knows there is no session without it.
import { useEffect } from 'react';
import { roleAllows } from '@/config/routes';
import { pageViews, type Viewer } from '@/lib/analytics/page-views';
import { useAuth } from '@/lib/auth/use-auth';
import type { Router, RouterState } from '@/lib/router';
import type { RouteHandle } from './router';

const isNotFound = (state: RouterState) =>
  (state.matches.at(-1)?.route.handle as RouteHandle | undefined)?.route.path === '*';

/** Reports each in-app navigation (the server counted the first load). */
export function reportNavigations(router: Router): void {
  pageViews.start(router.state.location.pathname);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') pageViews.navigated(state.location.pathname, isNotFound(state));
  });
}

/** Tells the beacon who is reading: staff's navigations are not counted, and their first load is taken back. */
export function PageViewViewer() {
  const { loading, user, session, profile, profileLoading } = useAuth();
  const staff = profile !== null && roleAllows('staff', profile);
  const token = session?.access_token;
  useEffect(() => {
    let viewer: Viewer = { kind: 'visitor' };
    if (loading || (user !== null && profileLoading)) viewer = { kind: 'unknown' };
    else if (staff && token) viewer = { kind: 'staff', token };
    pageViews.viewer(viewer);
  }, [loading, user, profileLoading, staff, token]);
  return null;
}
