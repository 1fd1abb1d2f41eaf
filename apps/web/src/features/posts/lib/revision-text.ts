// A revision in words (issue 24): what happened, the status change, who did it and when.
import type { Tables } from '@/lib/database-types';
import { browserTimeZone, formatZonedDateTime } from '@/lib/zoned-time';

type RevisionRow = Tables<'post_revisions'>;
export type RevisionKind = RevisionRow['kind'];
export type RevisionStatus = RevisionRow['status'];

/** SPEC §4 labels a published post 'Live'. */
export const STATUS_LABEL: Readonly<Record<RevisionStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Live',
};

/**
 * SPEC §9's list date ('MMM dd, yyyy') with the time, in the reader's time zone: a history is read by the
 * people who made it, several changes a day.
 */
export function formatDateTime(value: string | Date): string {
  return formatZonedDateTime(value, browserTimeZone());
}

/**
 * The fields of a revision its description reads. `previous_status` is plain text in the table; the database
 * writes it from blog_posts.status (record_post_revision), so it holds a post status or null.
 */
export type RevisionFacts = Pick<
  RevisionRow,
  | 'id'
  | 'revision_number'
  | 'kind'
  | 'status'
  | 'publish_date'
  | 'restored_from'
  | 'created_by'
  | 'created_by_name'
  | 'created_at'
> & { previous_status: RevisionStatus | null };

/**
 * What happened, in words. `numberOf` finds a revision's number by id (a restore names its source); a
 * publish without a user is the scheduler's.
 */
export function describeRevision(
  revision: Pick<RevisionFacts, 'kind' | 'publish_date' | 'restored_from' | 'created_by'>,
  numberOf: (id: string) => number | undefined,
): string {
  switch (revision.kind) {
    case 'created':
      return 'Created';
    case 'saved':
      return 'Saved';
    case 'published':
      return revision.created_by === null ? 'Published automatically' : 'Published';
    case 'unpublished':
      return 'Unpublished';
    case 'scheduled':
      return revision.publish_date ? `Scheduled for ${formatDateTime(revision.publish_date)}` : 'Scheduled';
    case 'restored': {
      const source = revision.restored_from ? numberOf(revision.restored_from) : undefined;
      return source === undefined ? 'Restored from an earlier revision' : `Restored from revision ${source}`;
    }
  }
}

/** "Draft → Live" when the status changed, else the status it kept ("Live"). */
export function statusChange(revision: Pick<RevisionFacts, 'previous_status' | 'status'>): string {
  const now = STATUS_LABEL[revision.status];
  if (!revision.previous_status || revision.previous_status === revision.status) return now;
  return `${STATUS_LABEL[revision.previous_status]} → ${now}`;
}

export { revisionActor } from '@/lib/revision-actor';
