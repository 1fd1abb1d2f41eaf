// A post as its preview shows it (issue 24, /preview/posts/{id}): read as the signed-in user, whatever its
// status — RLS decides who may (staff any post, a contributor their own) — and, when the user has an
// autosave of it newer than the post, with the autosaved words in place of the stored ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasErrorCode } from '@/lib/api-error';
import { supabase } from '@/lib/supabase';
import { AUTHOR_EMBED, adminPostsQueryKey, type AdminPost } from './types';

const COLUMNS =
  'id,title,slug,excerpt,content,status,meta_title,meta_description,publish_date,created_at,updated_at,' +
  `author_id,cover_image_path,cover_image_alt,version,${AUTHOR_EMBED}`;

/** The fields an autosave may replace (its `fields` hold the editor's values, PostInput). */
const AUTOSAVED = [
  'title',
  'excerpt',
  'content',
  'meta_title',
  'meta_description',
  'cover_image_path',
  'cover_image_alt',
] as const;

export interface PostPreview {
  post: AdminPost;
  /** When the autosave shown was made; null = the post as stored. */
  autosavedAt: string | null;
}

interface AutosaveRow {
  fields: unknown;
  saved_at: string;
}

/** Blank is none, as a save stores it (create-post's toPostRow). */
const orNull = (value: string) => (value.trim() === '' ? null : value);

/**
 * The post with the autosave's values laid over it. An autosave outlives releases of the editor: a field it
 * lacks or holds in another type keeps the stored value; a blank title keeps the stored one too (a save
 * would refuse it). Status and dates stay the stored post's: the autosave is not published.
 */
export function withAutosave(post: AdminPost, fields: unknown): AdminPost {
  if (typeof fields !== 'object' || fields === null) return post;
  const record = fields as Record<string, unknown>;
  const next: AdminPost = { ...post };
  for (const key of AUTOSAVED) {
    const value = record[key];
    if (typeof value !== 'string') continue;
    if (key === 'title') next.title = value.trim() === '' ? post.title : value.trim();
    else next[key] = orNull(value);
  }
  if (!next.cover_image_path) next.cover_image_alt = null;
  return next;
}

/** The preview, or null when the post does not exist or the user may not read it (RLS hides it alike). */
export async function getPostPreview(id: string): Promise<PostPreview | null> {
  const [stored, autosave] = await Promise.all([
    supabase
      .from('blog_posts')
      .select(COLUMNS)
      .eq('id', id)
      .maybeSingle()
      .overrideTypes<AdminPost, { merge: false }>(),
    // RLS: a user reads only their own autosaves.
    supabase
      .from('post_autosaves')
      .select('fields,saved_at')
      .eq('post_id', id)
      .maybeSingle()
      .overrideTypes<AutosaveRow, { merge: false }>(),
  ]);
  // A malformed id is the same to the user as a missing post (22P02 = invalid uuid text).
  if (hasErrorCode(stored.error, '22P02')) return null;
  if (stored.error) throw stored.error;
  if (!stored.data) return null;
  if (autosave.error) throw autosave.error;
  const row = autosave.data;
  // An explicit save removes the saver's autosave; one older than the post was overtaken by another's save.
  if (!row || Date.parse(row.saved_at) <= Date.parse(stored.data.updated_at)) {
    return { post: stored.data, autosavedAt: null };
  }
  return { post: withAutosave(stored.data, row.fields), autosavedAt: row.saved_at };
}

export const postPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminPostsQueryKey, 'preview', id],
    queryFn: () => getPostPreview(id),
    // A preview is opened to see the latest words: never from a cache.
    staleTime: 0,
  });

export function usePostPreview(id: string) {
  return useQuery(postPreviewQueryOptions(id));
}
