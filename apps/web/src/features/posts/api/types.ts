// Row shapes of the staff post reads (SPEC §7 "blog_posts, admin"): columns of blog_posts as generated from the
// schema (lib/database-types), with the author as the embedded profiles row.
import type { Tables } from '@/lib/database-types';

type BlogPostRow = Tables<'blog_posts'>;

/** 'scheduled': goes live at publish_date (the server's scheduler makes it 'published' then). */
export type PostStatus = BlogPostRow['status'];

export type PostAuthor = Pick<Tables<'profiles'>, 'full_name' | 'username'>;

/** A post as the staff list shows it (any status). */
export type AdminPostSummary = Pick<
  BlogPostRow,
  'id' | 'title' | 'slug' | 'excerpt' | 'status' | 'publish_date' | 'created_at' | 'author_id'
> & { author: PostAuthor | null };

/**
 * A post as the editor loads it. `cover_image_path` is the cover's path in the `media` bucket, or null; its alt
 * text is required whenever a cover is set (blog_posts_cover_image_alt_required). `version` is bumped by the
 * database on each update; a save sends the version it started from (409 if stale).
 */
export type AdminPost = AdminPostSummary &
  Pick<
    BlogPostRow,
    | 'content'
    | 'meta_title'
    | 'meta_description'
    | 'updated_at'
    | 'cover_image_path'
    | 'cover_image_alt'
    | 'version'
  >;

// blog_posts.author_id references profiles(user_id); the constraint name picks that relationship.
export const AUTHOR_EMBED = 'author:profiles!blog_posts_author_id_fkey(full_name,username)';

/** The list's query key; every post mutation invalidates it (and the single post's key below it). */
export const adminPostsQueryKey = ['blog-posts', 'admin'] as const;
