import { Download } from 'lucide-react';
import { ErrorState, failedToLoad, LoadingState } from '@/components/data-state';
import { CoverImage } from '@/components/cover-image';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { notifyError } from '@/components/ui/toaster';
import { formatLongDate } from '@/lib/format';
import { loadSanitizer, useSanitizedHtml } from '@/lib/use-sanitized-html';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { useArchivedRevision } from '../api/get-archived-revision';
import type { ArchivedRevision, ArchivedRevisionSummary } from '../api/types';
import { exportRevision, pageFileName } from '../lib/export-bundle';
import { postUrl, type ArchiveSite } from '../lib/revision-page';
import { kindLabel, madeBy } from '../lib/revision-labels';
import { saveFile } from '@/lib/save-file';

const BODY_ID = 'archived-revision-body';

interface RevisionDialogProps {
  /** The version being looked at (from the list), or null when the dialog is closed. */
  summary: ArchivedRevisionSummary | null;
  site: ArchiveSite;
  timeZone: string;
  onClose(): void;
}

/** A published version as its page showed it: date, author, excerpt, cover and the sanitized body. */
export function RevisionDialog({ summary, site, timeZone, onClose }: RevisionDialogProps) {
  const revision = useArchivedRevision(summary?.id ?? null);
  return (
    <Dialog open={summary !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {summary && (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6 leading-snug">{summary.title}</DialogTitle>
              <DialogDescription>
                Revision {summary.revision_number} · {kindLabel(summary)} · by {madeBy(summary)} ·{' '}
                {formatZonedDateTime(summary.created_at, timeZone)}
                {summary.post_deleted_at &&
                  ` · Deleted ${formatZonedDateTime(summary.post_deleted_at, timeZone)}`}
              </DialogDescription>
              <p className="font-mono text-xs break-all text-muted-foreground">
                {postUrl(site.url, summary.slug)}
              </p>
            </DialogHeader>
            {revision.isError ? (
              <ErrorState>{failedToLoad('this version')(revision.error.message)}</ErrorState>
            ) : revision.data ? (
              <ArchivedPage revision={revision.data} site={site} />
            ) : (
              <PagePlaceholder />
            )}
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button
                disabled={!revision.data}
                onClick={() => revision.data && void downloadPage(revision.data, site, timeZone)}
              >
                <Download aria-hidden="true" />
                Download page
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

async function downloadPage(revision: ArchivedRevision, site: ArchiveSite, timeZone: string) {
  try {
    const sanitize = await loadSanitizer();
    const { page_html } = exportRevision(revision, { site, timeZone, sanitize });
    saveFile(pageFileName(revision), page_html, 'text/html');
  } catch (error) {
    notifyError('Download failed', error instanceof Error ? error.message : String(error));
  }
}

function ArchivedPage({ revision, site }: { revision: ArchivedRevision; site: ArchiveSite }) {
  // The server's rendering when it has been made, else the stored content; sanitized either way.
  const body = useSanitizedHtml(revision.rendered_html ?? revision.content ?? '', BODY_ID);
  const date = revision.publish_date ?? revision.created_at;
  return (
    <article aria-label="Page as published" className="rounded-md border p-4 sm:p-6">
      <p className="text-sm text-muted-foreground">
        <time dateTime={date}>{formatLongDate(date)}</time> · {revision.author_name?.trim() || site.name}
      </p>
      {revision.excerpt && <p className="mt-4 text-lg text-muted-foreground">{revision.excerpt}</p>}
      {revision.cover_image_path && (
        <CoverImage
          path={revision.cover_image_path}
          alt={revision.cover_image_alt ?? ''}
          sizes="(min-width: 800px) 720px, 90vw"
          className="mt-6 rounded-lg"
        />
      )}
      {body === null ? (
        <PagePlaceholder />
      ) : (
        <div id={BODY_ID} className="prose-content mt-6" dangerouslySetInnerHTML={{ __html: body }} />
      )}
      {revision.rendered_html === null && (
        <p className="mt-6 border-t pt-4 text-xs text-muted-foreground">
          Shown from the stored content: the site has not finished its own rendering of this version yet.
        </p>
      )}
    </article>
  );
}

function PagePlaceholder() {
  return (
    <LoadingState label="Loading the page" className="space-y-3">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </LoadingState>
  );
}
