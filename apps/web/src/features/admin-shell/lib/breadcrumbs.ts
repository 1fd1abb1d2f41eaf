// Breadcrumbs from the path (SPEC §2 admin layout): a segment whose path has a label in the route
// manifest (or SPEC's extra known labels) shows it, others show as they are; one level or fewer shows
// nothing.
import { appRoutes, extraCrumbs } from '@/config/routes';

const LABELS: ReadonlyMap<string, string> = new Map([
  ...appRoutes.flatMap((r) => (r.crumb ? [[r.path, r.crumb] as const] : [])),
  ...Object.entries(extraCrumbs),
]);

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  return segments.map((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    return { label: LABELS.get(href) ?? safeDecode(segment), href };
  });
}

// A malformed escape (`/admin/%E0`) shows as typed rather than crashing the layout.
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
