// One published post by slug (SPEC §7 blog_posts, public): read only when a slug is present.
import { publicClient } from '@/lib/public-client';
import { usePublicRead } from '@/lib/public-reads';
import { readingMinutes } from '../lib/reading-time';
import { AUTHOR_EMBED, type Post } from './types';

const POST_COLUMNS =
  'id,title,slug,excerpt,content,status,meta_title,meta_description,publish_date,created_at,updated_at,' +
  'author_id,cover_image_path,cover_image_alt,' +
  AUTHOR_EMBED;

/** The post, or null when no published post has this slug. */
export async function getPost(slug: string): Promise<Post | null> {
  const { data, error } = await (
    await publicClient()
  )
    .from('blog_posts')
    .select(POST_COLUMNS)
    .eq('slug', slug)
    .eq('status', 'published')
    .maybeSingle()
    .overrideTypes<Omit<Post, 'reading_minutes'>, { merge: false }>();
  if (error) throw error;
  return data && { ...data, reading_minutes: readingMinutes(data.content) };
}

/** The post's key among the public reads (lib/public-reads.tsx); the server's render seeds it (prefetch.ts). */
export const postKey = (slug: string) => `blog-posts/published/post/${slug}`;

export function usePost(slug: string | undefined) {
  return usePublicRead(slug ? postKey(slug) : null, () => getPost(slug ?? ''));
}
