// The parts of a redirect that the wide table and the phone's stacked list both show.
import { ExternalLink, Globe, Pencil } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import type { Redirect } from '../api/types';
import { useRedirectStatus } from '../hooks/use-redirect-status';
import { isExternal } from '@advisory/site/redirect-destination';
import { localDateTime } from '../lib/local-date';
import { DeleteRedirectButton } from './delete-redirect-button';

/**
 * The destination with a link that opens it in a new tab (SPEC: "with an external link"). Another website is
 * marked "External" (ADR 0011): staff see at a glance which redirects send visitors off the site.
 */
export function Destination({ url }: { url: string }) {
  const external = isExternal(url);
  return (
    <div className="flex flex-wrap items-center gap-1">
      <span className="min-w-0 font-mono text-xs break-all">{url}</span>
      {external && (
        <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-900">
          <Globe className="size-3" aria-hidden="true" />
          External
        </Badge>
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Open ${url} in a new tab${external ? ' (another website)' : ''}`}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

/** Hits counted by the server and when the last one was. */
export function Hits({ redirect }: { redirect: Pick<Redirect, 'hit_count' | 'last_hit_at'> }) {
  return (
    <>
      <span className="font-medium tabular-nums">{redirect.hit_count.toLocaleString()}</span>
      <span className="block text-xs text-muted-foreground">
        {redirect.last_hit_at ? `Last hit ${localDateTime(redirect.last_hit_at)}` : 'Never hit'}
      </span>
    </>
  );
}

/** SPEC: "a switch plus an Active/Inactive badge". */
export function Status({ redirect }: { redirect: Pick<Redirect, 'id' | 'is_active' | 'source_path'> }) {
  const { active, pending, setActive } = useRedirectStatus(redirect);
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={active}
        onCheckedChange={setActive}
        disabled={pending}
        aria-label={`Active: ${redirect.source_path}`}
      />
      <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Inactive'}</Badge>
    </div>
  );
}

export function Actions({ redirect, onEdit }: { redirect: Redirect; onEdit(redirect: Redirect): void }) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit redirect ${redirect.source_path}`}
        onClick={() => onEdit(redirect)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <DeleteRedirectButton redirect={redirect} />
    </div>
  );
}
