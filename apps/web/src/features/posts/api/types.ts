// Row shapes of the staff post reads (SPEC §3 blog_posts, SPEC §7 "blog_posts, admin").

/** 'scheduled': goes live at publish_date (the server's scheduler makes it 'published' then). */
export type PostStatus = 'draft' | 'scheduled' | 'published';

export interface PostAuthor {
  full_name: string | null;
  username: string | null;
}

/** A post as the staff list shows it (any status). */
export interface AdminPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  status: PostStatus;
  publish_date: string | null;
  created_at: string;
  author_id: string | null;
  author: PostAuthor | null;
}

/** A post as the editor loads it. */
export interface AdminPost extends AdminPostSummary {
  content: string | null;
  meta_title: string | null;
  meta_description: string | null;
  updated_at: string;
  /** The cover's path in the `media` bucket (public pages make its variants), or null. */
  cover_image_path: string | null;
  /** Required by the database whenever a cover is set (blog_posts_cover_image_alt_required). */
  cover_image_alt: string | null;
  /** Bumped by the database on each update; a save sends the version it started from (409 if stale). */
  version: number;
}

// blog_posts.author_id references profiles(user_id); the constraint name picks that relationship.
export const AUTHOR_EMBED = 'author:profiles!blog_posts_author_id_fkey(full_name,username)';

/** The list's query key; every post mutation invalidates it (and the single post's key below it). */
export const adminPostsQueryKey = ['blog-posts', 'admin'] as const;
