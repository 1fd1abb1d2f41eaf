// The archive (issue 24): every published version of a post — a row of public.post_revisions with status
// 'published' — made within a range of days, newest first; optionally only those of deleted posts. The
// list shows the newest ARCHIVE_LIST_LIMIT with the total; the export pages through all of them.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { rangeInstants, type DayRange } from '@/lib/zoned-time';
import {
  postArchiveQueryKey,
  REVISION_COLUMNS,
  SUMMARY_COLUMNS,
  type ArchivedRevision,
  type ArchivedRevisionSummary,
  type ArchiveScope,
} from './types';

export const ARCHIVE_LIST_LIMIT = 200;
/** Rows per request while exporting (a page of full revisions, bodies included). */
export const EXPORT_PAGE_SIZE = 250;

export interface ArchiveFilter {
  range: DayRange;
  scope: ArchiveScope;
  /** The site's zone: the days start and end at its midnight. */
  timeZone: string;
}

export interface ArchivePage {
  revisions: ArchivedRevisionSummary[];
  /** Every matching version, also those past the list's limit. */
  total: number;
}

/** The filtered, newest-first read both the list and the export start from. */
function archiveQuery(columns: string, filter: ArchiveFilter, count?: 'exact') {
  const { start, end } = rangeInstants(filter.range, filter.timeZone);
  let query = supabase
    .from('post_revisions')
    .select(columns, count ? { count } : undefined)
    .eq('status', 'published')
    .gte('created_at', start)
    .lt('created_at', end);
  if (filter.scope === 'deleted') query = query.not('post_deleted_at', 'is', null);
  // id breaks ties, so paging never repeats or skips a version saved in the same instant as another.
  return query.order('created_at', { ascending: false }).order('id', { ascending: false });
}

export async function getArchivedRevisions(filter: ArchiveFilter): Promise<ArchivePage> {
  const { data, error, count } = await archiveQuery(SUMMARY_COLUMNS, filter, 'exact')
    .limit(ARCHIVE_LIST_LIMIT)
    .overrideTypes<ArchivedRevisionSummary[], { merge: false }>();
  if (error) throw error;
  return { revisions: data, total: count ?? data.length };
}

export const archivedRevisionsQueryOptions = (filter: ArchiveFilter) =>
  queryOptions({
    queryKey: [...postArchiveQueryKey, 'list', filter],
    queryFn: () => getArchivedRevisions(filter),
    // A new range keeps the rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useArchivedRevisions(filter: ArchiveFilter | null) {
  return useQuery({
    ...archivedRevisionsQueryOptions(
      filter ?? { range: { from: '', to: '' }, scope: 'all', timeZone: 'UTC' },
    ),
    enabled: filter !== null,
  });
}

/**
 * Every matching version with all its columns, for the export: page by page, however many there are. Each page
 * starts after the last version read (newest first by time, then id), not at an offset, so versions saved while
 * the export runs (other editors keep working) cannot shift a page and repeat or skip one.
 */
export async function getAllArchivedRevisions(filter: ArchiveFilter): Promise<ArchivedRevision[]> {
  const all: ArchivedRevision[] = [];
  for (;;) {
    const last = all.at(-1);
    let query = archiveQuery(REVISION_COLUMNS, filter);
    if (last) {
      query = query.or(
        `created_at.lt."${last.created_at}",and(created_at.eq."${last.created_at}",id.lt.${last.id})`,
      );
    }
    const { data, error } = await query
      .limit(EXPORT_PAGE_SIZE)
      .overrideTypes<ArchivedRevision[], { merge: false }>();
    if (error) throw error;
    all.push(...data);
    if (data.length < EXPORT_PAGE_SIZE) return all;
  }
}
