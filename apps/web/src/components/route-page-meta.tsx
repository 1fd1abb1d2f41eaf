import { PageMeta } from '@/components/page-meta';
import { routeMeta } from '@/config/routes';

export interface RoutePageMetaProps {
  /** The page's manifest pattern (`paths.about.path`, or '*' for the not-found page). */
  route: string;
  /** The canonical path (`paths.about.href()`). */
  path: string;
}

/**
 * A public page's head from the route manifest: the same title and description the server writes into the
 * page's raw HTML (apps/server/src/web/public-heads.ts), so neither keeps a copy of the other's strings.
 */
export function RoutePageMeta({ route, path }: RoutePageMetaProps) {
  const meta = routeMeta(route);
  return (
    <PageMeta title={meta.title} description={meta.description} path={path} noindex={meta.noindex === true} />
  );
}
