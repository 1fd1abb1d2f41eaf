import { Link } from '@/lib/router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MediaUsage } from '../api/get-media-usage';
import { usageLinks } from '../lib/usage-links';

/** "Used in": a link to each post, course or slide that shows the file. */
export function MediaUsageSection({
  usage,
  headingId,
}: {
  usage: UseQueryResult<MediaUsage[]>;
  headingId: string;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Used in
      </h3>
      {usage.isError ? (
        <p className="text-sm text-destructive">Where this file is used could not be checked.</p>
      ) : usage.isPending ? (
        <p className="text-sm text-muted-foreground">Checking…</p>
      ) : usage.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Not used in any post, course or slide.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {usageLinks(usage.data).map((link) => (
            <li key={link.key}>
              <Link to={link.href} className="text-primary-strong underline underline-offset-4">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
