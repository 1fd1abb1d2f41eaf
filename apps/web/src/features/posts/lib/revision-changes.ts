// The fields that differ between two versions of a post (a revision or the post as stored), in reading
// order, each as old → new text; the body as a word-level diff (revision-diff.ts).
import { diffWords, htmlToText, type DiffPart } from './revision-diff';
import { formatDateTime, STATUS_LABEL, type RevisionStatus } from './revision-text';

/** What two versions are compared on: a revision row and an AdminPost both have these. */
export interface PostVersion {
  title: string;
  slug: string;
  status: RevisionStatus;
  excerpt: string | null;
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  cover_image_path: string | null;
  cover_image_alt: string | null;
  publish_date: string | null;
}

type ShortField = Exclude<keyof PostVersion, 'content'>;

/** In the order the editor shows them. */
const FIELDS: ReadonlyArray<{ field: ShortField; label: string }> = [
  { field: 'title', label: 'Title' },
  { field: 'slug', label: 'URL slug' },
  { field: 'status', label: 'Status' },
  { field: 'publish_date', label: 'Publish date' },
  { field: 'excerpt', label: 'Excerpt' },
  { field: 'cover_image_path', label: 'Cover image' },
  { field: 'cover_image_alt', label: 'Cover image alt text' },
  { field: 'meta_title', label: 'SEO title' },
  { field: 'meta_description', label: 'SEO description' },
];

export interface FieldChange {
  field: ShortField;
  label: string;
  /** The value as a reader reads it; null = empty. */
  before: string | null;
  after: string | null;
}

const blank = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim());

function shown(field: ShortField, value: string | null): string | null {
  const v = blank(value);
  if (v === null) return null;
  if (field === 'status') return STATUS_LABEL[v as RevisionStatus] ?? v;
  if (field === 'publish_date') return formatDateTime(v);
  return v;
}

export function changedFields(before: PostVersion, after: PostVersion): FieldChange[] {
  return FIELDS.flatMap(({ field, label }) => {
    // Dates compare as instants (PostgREST and JavaScript write the same instant differently).
    const same =
      field === 'publish_date'
        ? (before.publish_date && Date.parse(before.publish_date)) ===
          (after.publish_date && Date.parse(after.publish_date))
        : blank(before[field]) === blank(after[field]);
    return same
      ? []
      : [{ field, label, before: shown(field, before[field]), after: shown(field, after[field]) }];
  });
}

export interface ContentChange {
  parts: DiffPart[];
  /** The markup changed but not the words (bold, a heading level, a link's address). */
  formattingOnly: boolean;
}

/** The body's change, or null when the body is the same. */
export function contentChange(before: PostVersion, after: PostVersion): ContentChange | null {
  if ((before.content ?? '') === (after.content ?? '')) return null;
  const from = htmlToText(before.content);
  const to = htmlToText(after.content);
  return { parts: diffWords(from, to), formattingOnly: from === to };
}

/** The fields a restore puts back (restore_post_revision): everything but the status and the publish date. */
const RESTORED: ReadonlyArray<keyof PostVersion> = [
  'title',
  'slug',
  'excerpt',
  'content',
  'meta_title',
  'meta_description',
  'cover_image_path',
  'cover_image_alt',
];

/** Restoring `revision` onto `post` would change nothing (the database would record no revision). */
export function restoreChangesNothing(revision: PostVersion, post: PostVersion): boolean {
  return RESTORED.every((field) => (revision[field] ?? null) === (post[field] ?? null));
}
