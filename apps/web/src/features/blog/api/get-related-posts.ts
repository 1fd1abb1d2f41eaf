// Up to three posts to read next under a post: the same author's latest first, then the latest others.
// Published only (the anon role reads nothing else), never the post itself.
import { publicClient } from '@/lib/public-client';
import { usePublicRead } from '@/lib/public-reads';
import { pickRelated, RELATED_POSTS_LIMIT } from '../lib/pick-related';
import { toSummary } from '../lib/to-summary';
import { SUMMARY_COLUMNS, type PostSummary, type PostSummaryRow } from './types';

export interface RelatedTo {
  id: string;
  author_id: string | null;
}

async function latestPublished(exceptId: string, authorId: string | null, limit: number) {
  let query = (await publicClient())
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('status', 'published')
    .neq('id', exceptId);
  if (authorId) query = query.eq('author_id', authorId);
  const { data, error } = await query
    .order('publish_date', { ascending: false })
    .order('id', { ascending: true })
    .limit(limit)
    .overrideTypes<PostSummaryRow[], { merge: false }>();
  if (error) throw error;
  return data.map(toSummary);
}

export async function getRelatedPosts(post: RelatedTo): Promise<PostSummary[]> {
  // The recent read asks for twice the limit so that, after the author's posts are taken out, three remain.
  const [sameAuthor, recent] = await Promise.all([
    post.author_id ? latestPublished(post.id, post.author_id, RELATED_POSTS_LIMIT) : Promise.resolve([]),
    latestPublished(post.id, null, RELATED_POSTS_LIMIT * 2),
  ]);
  return pickRelated(sameAuthor, recent, post.id);
}

/** The related posts' key among the public reads; the server's render seeds it (prefetch.ts). */
export const relatedPostsKey = (post: RelatedTo) =>
  `blog-posts/published/related/${post.id}/${post.author_id ?? ''}`;

export function useRelatedPosts(post: RelatedTo) {
  return usePublicRead(relatedPostsKey(post), () => getRelatedPosts(post));
}
