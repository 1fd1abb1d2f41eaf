// The public blog list: published posts, newest first, 12 at a time (SPEC §7 blog_posts, public).
import { useState } from 'react';
import { publicClient } from '@/lib/public-client';
import { usePublicRead, usePublicReads } from '@/lib/public-reads';
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
  const { data, error } = await (
    await publicClient()
  )
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

/** The pages read so far, first to last. */
export interface PostsPages {
  pages: PostsPage[];
}

/** The list's key among the public reads; the server's render seeds it with the first page (prefetch.ts). */
export const POSTS_KEY = 'blog-posts/published/list';

export const readFirstPostsPage = async (): Promise<PostsPages> => ({ pages: [await getPostsPage(0)] });

/** The list, its first page read when missing or no longer fresh; "Load more" appends the next one. */
export function usePosts() {
  const reads = usePublicReads();
  const list = usePublicRead(POSTS_KEY, readFirstPostsPage);
  const [more, setMore] = useState<'idle' | 'reading' | 'failed'>('idle');
  const next = list.data?.pages.at(-1)?.nextPage ?? null;

  async function fetchNextPage(): Promise<void> {
    if (next === null || more === 'reading') return;
    setMore('reading');
    try {
      const page = await getPostsPage(next).catch(() => getPostsPage(next));
      const current = reads.get<PostsPages>(POSTS_KEY);
      if (current.status === 'success') {
        reads.set(POSTS_KEY, { ...current, data: { pages: [...current.data.pages, page] } });
      }
      setMore('idle');
    } catch (error) {
      console.error('Reading the next page of posts failed', error);
      setMore('failed');
    }
  }

  return {
    ...list,
    hasNextPage: next !== null,
    fetchNextPage,
    isFetchingNextPage: more === 'reading',
    isFetchNextPageError: more === 'failed',
  };
}
