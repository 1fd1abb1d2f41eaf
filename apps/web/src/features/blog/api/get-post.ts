// One published post by slug (SPEC §7 blog_posts, public): read only when a slug is present.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicClient } from '@/lib/public-client';
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

export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blog-posts', 'published', 'post', slug],
    queryFn: () => getPost(slug),
    enabled: slug !== '',
  });

export function usePost(slug: string | undefined) {
  return useQuery(postQueryOptions(slug ?? ''));
}
