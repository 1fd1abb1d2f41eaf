// Row shapes of the public blog reads (SPEC §3 blog_posts; the author is the embedded profiles row).

/** The public face of a post's author; null when the post has none or it is not readable. */
export interface PostAuthor {
  full_name: string | null;
  username: string | null;
}

/** A post as the list shows it. */
export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  publish_date: string | null;
  created_at: string;
  author: PostAuthor | null;
  /** Minutes to read the body, worked out from `content` when the row is read (lib/reading-time). */
  reading_minutes: number;
  /** The cover's path in the `media` bucket (lib/media.ts makes its URLs), or null for a post without one. */
  cover_image_path: string | null;
  /** Its text alternative: the database requires one whenever a cover is set. */
  cover_image_alt: string | null;
}

/** A list row as the data API answers it: the body comes along only to be measured, then is dropped. */
export type PostSummaryRow = Omit<PostSummary, 'reading_minutes'> & { content: string | null };

/** A post as its own page shows it. */
export interface Post extends PostSummary {
  content: string | null;
  /** Links the post to its author's other posts (related posts). */
  author_id: string | null;
  status: 'draft' | 'published';
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
}

// blog_posts.author_id references profiles(user_id); the constraint name disambiguates the embed the way
// PostgREST expects (`profiles!<fk>`), and anon may read exactly these author columns (profiles grants).
export const AUTHOR_EMBED = 'author:profiles!blog_posts_author_id_fkey(full_name,username)';

/** The columns of a card (list and related posts); `content` only feeds the reading time. */
export const SUMMARY_COLUMNS = `id,title,slug,excerpt,content,publish_date,created_at,cover_image_path,cover_image_alt,${AUTHOR_EMBED}`;
