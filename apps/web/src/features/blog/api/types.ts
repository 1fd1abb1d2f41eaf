// Row shapes of the public blog reads: columns of blog_posts (generated from the schema, lib/database-types),
// with the author as the embedded profiles row.
import type { Tables } from '@/lib/database-types';

type BlogPostRow = Tables<'blog_posts'>;

/** The public face of a post's author; null when the post has none or it is not readable. */
export type PostAuthor = Pick<Tables<'profiles'>, 'full_name' | 'username'>;

/**
 * A post as the list shows it. `cover_image_path` is the cover's path in the `media` bucket (lib/media.ts makes
 * its URLs), or null; `cover_image_alt` its text alternative, which the database requires with a cover.
 */
export type PostSummary = Pick<
  BlogPostRow,
  'id' | 'title' | 'slug' | 'excerpt' | 'publish_date' | 'created_at' | 'cover_image_path' | 'cover_image_alt'
> & {
  author: PostAuthor | null;
  /** Minutes to read the body, worked out from `content` when the row is read (lib/reading-time). */
  reading_minutes: number;
};

/** A list row as the data API answers it: the body comes along only to be measured, then is dropped. */
export type PostSummaryRow = Omit<PostSummary, 'reading_minutes'> & Pick<BlogPostRow, 'content'>;

/** A post as its own page shows it; `author_id` links it to its author's other posts (related posts). */
export type Post = PostSummary &
  Pick<BlogPostRow, 'content' | 'author_id' | 'status' | 'meta_title' | 'meta_description' | 'updated_at'>;

// blog_posts.author_id references profiles(user_id); the constraint name disambiguates the embed the way
// PostgREST expects (`profiles!<fk>`), and anon may read exactly these author columns (profiles grants).
export const AUTHOR_EMBED = 'author:profiles!blog_posts_author_id_fkey(full_name,username)';

/** The columns of a card (list and related posts); `content` only feeds the reading time. */
export const SUMMARY_COLUMNS = `id,title,slug,excerpt,content,publish_date,created_at,cover_image_path,cover_image_alt,${AUTHOR_EMBED}`;
