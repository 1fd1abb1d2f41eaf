import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { loadSanitizer } from '@/lib/use-sanitized-html';
import { getAllArchivedRevisions, type ArchiveFilter } from '../api/get-archived-revisions';
import { buildExportBundle, bundleFileName } from '../lib/export-bundle';
import type { ArchiveSite } from '../lib/revision-page';
import { versionsCount } from '../lib/revision-labels';
import { saveFile } from '@/lib/save-file';

interface ExportArchiveButtonProps {
  /** The range and scope on screen; null while the filter is not valid. */
  filter: ArchiveFilter | null;
  site: ArchiveSite;
  retentionYears: number;
}

/** Downloads every published version of the range (not only the newest shown) as one JSON file. */
export function ExportArchiveButton({ filter, site, retentionYears }: ExportArchiveButtonProps) {
  const [busy, setBusy] = useState(false);

  const run = async (f: ArchiveFilter) => {
    setBusy(true);
    try {
      const [revisions, sanitize] = await Promise.all([getAllArchivedRevisions(f), loadSanitizer()]);
      const bundle = buildExportBundle({
        revisions,
        range: f.range,
        scope: f.scope,
        retentionYears,
        exportedAt: new Date(),
        site,
        timeZone: f.timeZone,
        sanitize,
      });
      const name = bundleFileName(f.range, f.scope);
      saveFile(name, JSON.stringify(bundle, null, 2), 'application/json');
      notify('Export ready', `${versionsCount(revisions.length)} saved as ${name}`);
    } catch (error) {
      notifyError('Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type="button"
      className="w-full sm:w-auto"
      disabled={filter === null || busy}
      aria-busy={busy}
      onClick={() => filter && void run(filter)}
    >
      <Download aria-hidden="true" />
      {busy ? 'Exporting…' : 'Export'}
    </Button>
  );
}
