// Breadcrumbs from the path (SPEC §2 admin layout): known segments get their label, others show as they
// are; one level or fewer shows nothing.
const LABELS: Record<string, string> = {
  '/admin': 'Dashboard',
  '/admin/posts': 'Posts',
  '/admin/posts/new': 'New Post',
  '/admin/media': 'Media Library',
  '/admin/categories': 'Categories',
  '/admin/tags': 'Tags',
  '/admin/analytics': 'Analytics',
  '/admin/settings': 'Settings',
};

export interface Crumb {
  label: string;
  href: string;
}

export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length <= 1) return [];
  return segments.map((segment, i) => {
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    return { label: LABELS[href] ?? decodeURIComponent(segment), href };
  });
}
