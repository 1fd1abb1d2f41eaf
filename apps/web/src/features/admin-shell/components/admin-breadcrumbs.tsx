import { Link, useLocation } from '@/lib/router';
import { breadcrumbs } from '../lib/breadcrumbs';

/** SPEC §2: built from the path, hidden at one level or fewer; the last crumb is the current page. */
export function AdminBreadcrumbs() {
  const crumbs = breadcrumbs(useLocation().pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <li key={c.href} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === crumbs.length - 1 ? (
              <span aria-current="page" className="text-foreground">
                {c.label}
              </span>
            ) : (
              <Link to={c.href} className="hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
