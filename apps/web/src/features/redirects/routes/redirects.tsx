import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { notifyError } from '@/components/ui/toaster';
import { useRedirects } from '../api/get-redirects';
import { useTopNotFound } from '../api/get-top-not-found';
import { RedirectDialog, type RedirectDialogState } from '../components/redirect-dialog';
import { RedirectsTable } from '../components/redirects-table';
import { TopNotFoundPanel } from '../components/top-not-found-panel';
import { topMisses } from '../lib/top-misses';

/** /admin/redirects (SPEC §2 URL Redirects, staff): the redirects table, its dialog and the Top 404s. */
export function Component() {
  const redirects = useRedirects();
  const notFound = useTopNotFound();
  const [dialog, setDialog] = useState<RedirectDialogState | null>(null);

  // Once per failed read (a retry that fails again is the same failure), not on every render.
  useEffect(() => {
    if (redirects.isError) notifyError('Failed to fetch redirects');
  }, [redirects.isError]);

  const misses = useMemo(
    () => (notFound.data && redirects.data ? topMisses(notFound.data, redirects.data) : undefined),
    [notFound.data, redirects.data],
  );

  return (
    <div className="space-y-6">
      <title>URL Redirects | Admin</title>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">URL Redirects</h1>
          <p className="text-muted-foreground">Manage 301 redirects for your website</p>
        </div>
        <Button onClick={() => setDialog({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Add Redirect
        </Button>
      </div>
      <RedirectsTable
        redirects={redirects.data}
        failed={redirects.isError}
        onEdit={(redirect) => setDialog({ mode: 'edit', redirect })}
      />
      <TopNotFoundPanel
        entries={misses}
        failed={notFound.isError || redirects.isError}
        onCreate={(sourcePath) => setDialog({ mode: 'create', sourcePath })}
      />
      <RedirectDialog state={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
