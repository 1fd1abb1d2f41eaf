// Row shapes of public.post_revisions as the archive reads them (supabase/migrations/
// 20261128000100_editorial_workflow.sql). A published revision is a version of a post that was live; once its
// post is deleted (post_deleted_at set) it is kept for the retention period as the archive.

export type RevisionKind = 'created' | 'saved' | 'published' | 'unpublished' | 'scheduled' | 'restored';
export type RevisionStatus = 'draft' | 'scheduled' | 'published';

/** A row of the archive's list: enough to name the version, who made it and when. */
export interface ArchivedRevisionSummary {
  id: string;
  post_id: string;
  revision_number: number;
  kind: RevisionKind;
  previous_status: RevisionStatus | null;
  title: string;
  slug: string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  post_deleted_at: string | null;
}

/** Every column of a revision: what the page showed, and the record of who changed it. */
export interface ArchivedRevision extends ArchivedRevisionSummary {
  status: RevisionStatus;
  excerpt: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  cover_image_path: string | null;
  cover_image_alt: string | null;
  publish_date: string | null;
  author_id: string | null;
  author_name: string | null;
  post_version: number;
  restored_from: string | null;
  /** The body as the public page showed it, filled in by the server shortly after the revision; may be null. */
  rendered_html: string | null;
}

export const SUMMARY_COLUMNS =
  'id,post_id,revision_number,kind,previous_status,title,slug,created_by,created_by_name,created_at,post_deleted_at';

/** Every column of public.post_revisions, named so that the export's fields are the ones this file lists. */
export const REVISION_COLUMNS =
  `${SUMMARY_COLUMNS},status,excerpt,content,meta_title,meta_description,cover_image_path,cover_image_alt,` +
  'publish_date,author_id,author_name,post_version,restored_from,rendered_html';

/** Which published versions the archive shows. */
export type ArchiveScope = 'all' | 'deleted';

/** Every archive read shares this prefix; the settings live under their own key. */
export const postArchiveQueryKey = ['post-archive'] as const;
