// Row shapes of public.post_revisions as the archive reads them, generated from the schema (lib/database-types;
// supabase/migrations/20261128000100_editorial_workflow.sql). A published revision is a version of a post that
// was live; once its post is deleted (post_deleted_at set) it is kept for the retention period as the archive.
import type { Tables } from '@/lib/database-types';

type RevisionRow = Tables<'post_revisions'>;

export type RevisionKind = RevisionRow['kind'];
export type RevisionStatus = RevisionRow['status'];

/** A row of the archive's list: enough to name the version, who made it and when. */
export type ArchivedRevisionSummary = Pick<
  RevisionRow,
  | 'id'
  | 'post_id'
  | 'revision_number'
  | 'kind'
  | 'previous_status'
  | 'title'
  | 'slug'
  | 'created_by'
  | 'created_by_name'
  | 'created_at'
  | 'post_deleted_at'
>;

/**
 * Every column of a revision: what the page showed, and the record of who changed it. `rendered_html` is the
 * body as the public page showed it, filled in by the server shortly after the revision; it may be null.
 */
export type ArchivedRevision = RevisionRow;

export const SUMMARY_COLUMNS =
  'id,post_id,revision_number,kind,previous_status,title,slug,created_by,created_by_name,created_at,post_deleted_at';

/** Every column of public.post_revisions, named so that the export's fields are the ones this file lists. */
export const REVISION_COLUMNS =
  `${SUMMARY_COLUMNS},status,excerpt,content,meta_title,meta_description,cover_image_path,cover_image_alt,` +
  // archived_post_id: a deleted post's versions belong to the archive (post_id null) and keep its id there.
  'publish_date,author_id,author_name,post_version,restored_from,rendered_html,archived_post_id';

/** Which published versions the archive shows. */
export type ArchiveScope = 'all' | 'deleted';

/** Every archive read shares this prefix; the settings live under their own key. */
export const postArchiveQueryKey = ['post-archive'] as const;
