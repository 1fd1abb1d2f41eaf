// The public blog list: published posts, newest first, 12 at a time (SPEC §7 blog_posts, public).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { publicClient } from '@/lib/public-client';
import { toSummary } from '../lib/to-summary';
import { SUMMARY_COLUMNS, type PostSummary, type PostSummaryRow } from './types';

export const POSTS_PAGE_SIZE = 12;

export interface PostsPage {
  posts: PostSummary[];
  /** The next page's index, or null on the last page. */
  nextPage: number | null;
}

export async function getPostsPage(page: number): Promise<PostsPage> {
  const from = page * POSTS_PAGE_SIZE;
  // One row more than a page (`range` is inclusive) tells whether another page exists, without a count.
  const { data, error } = await (await publicClient())
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('status', 'published')
    .order('publish_date', { ascending: false })
    // A tie-breaker so that posts published at the same instant never move between pages.
    .order('id', { ascending: true })
    .range(from, from + POSTS_PAGE_SIZE)
    .overrideTypes<PostSummaryRow[], { merge: false }>();
  if (error) throw error;
  return {
    posts: data.slice(0, POSTS_PAGE_SIZE).map(toSummary),
    nextPage: data.length > POSTS_PAGE_SIZE ? page + 1 : null,
  };
}

export const postsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['blog-posts', 'published', 'list'],
    queryFn: ({ pageParam }) => getPostsPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export function usePosts() {
  return useInfiniteQuery(postsQueryOptions());
}
