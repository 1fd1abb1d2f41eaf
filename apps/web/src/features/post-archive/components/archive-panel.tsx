import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorState, failedToLoad } from '@/components/data-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ARCHIVE_LIST_LIMIT, useArchivedRevisions, type ArchiveFilter } from '../api/get-archived-revisions';
import type { ArchivedRevisionSummary } from '../api/types';
import { archiveFilterSchema, defaultArchiveFilter, type ArchiveFilterInput } from '../lib/archive-filter';
import type { ArchiveSite } from '../lib/revision-page';
import { versionsCount } from '../lib/revision-labels';
import { ArchiveFilterForm } from './archive-filter-form';
import { ArchiveEmpty, ArchiveList, ArchiveListSkeleton } from './archive-list';
import { ExportArchiveButton } from './export-archive-button';
import { RevisionDialog } from './revision-dialog';

interface ArchivePanelProps {
  site: ArchiveSite;
  timeZone: string;
  retentionYears: number;
}

function countLine(shown: number, total: number, deletedOnly: boolean): string {
  const what = deletedOnly ? ' of deleted posts' : '';
  if (total > shown)
    return `Showing the newest ${shown} of ${versionsCount(total)}${what}. Export includes them all.`;
  return `${versionsCount(total)}${what}.`;
}

/** The published versions of a range of days, newest first, with their export and a view of each page. */
export function ArchivePanel({ site, timeZone, retentionYears }: ArchivePanelProps) {
  const form = useForm<ArchiveFilterInput>({
    resolver: zodResolver(archiveFilterSchema),
    mode: 'onChange',
    defaultValues: defaultArchiveFilter(new Date(), timeZone),
  });
  const values = useWatch({ control: form.control });
  const parsed = archiveFilterSchema.safeParse(values);
  const filter: ArchiveFilter | null = parsed.success
    ? { range: { from: parsed.data.from, to: parsed.data.to }, scope: parsed.data.scope, timeZone }
    : null;
  const archive = useArchivedRevisions(filter);
  const [open, setOpen] = useState<ArchivedRevisionSummary | null>(null);
  const deletedOnly = filter?.scope === 'deleted';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Published versions</CardTitle>
        <CardDescription>
          Days and times are in {timeZone}, the site&apos;s time zone. From and To are both included.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ArchiveFilterForm
          form={form}
          actions={<ExportArchiveButton filter={filter} site={site} retentionYears={retentionYears} />}
        />
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {filter === null
            ? 'Correct the dates above to see the archive.'
            : archive.isSuccess && !archive.isPlaceholderData
              ? countLine(archive.data.revisions.length, archive.data.total, deletedOnly)
              : ''}
        </div>
        {filter === null ? null : archive.isError ? (
          <ErrorState>{failedToLoad('the archive')(archive.error.message)}</ErrorState>
        ) : archive.isPending ? (
          <ArchiveListSkeleton />
        ) : archive.data.revisions.length === 0 ? (
          <ArchiveEmpty deletedOnly={deletedOnly} />
        ) : (
          <ArchiveList
            key={JSON.stringify(filter)}
            revisions={archive.data.revisions}
            timeZone={timeZone}
            onOpen={setOpen}
          />
        )}
        {archive.isSuccess && archive.data.total > ARCHIVE_LIST_LIMIT && (
          <p className="text-sm text-muted-foreground">
            Narrow the range to see older versions here, or export the range to get every one.
          </p>
        )}
      </CardContent>
      <RevisionDialog summary={open} site={site} timeZone={timeZone} onClose={() => setOpen(null)} />
    </Card>
  );
}
