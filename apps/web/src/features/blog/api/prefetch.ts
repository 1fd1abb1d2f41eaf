// What the server reads before it renders a blog page (entry-server.tsx): the same queries, under the same
// keys, the page's hooks read — so the page renders complete and the browser hydrates it from the cache.
import type { QueryClient } from '@tanstack/react-query';
import { postQueryOptions } from './get-post';
import { postsQueryOptions } from './get-posts';
import { relatedPostsQueryOptions } from './get-related-posts';

/** The list's first page. A failed read leaves the query pending: the browser reads it again itself. */
export async function prefetchBlogList(client: QueryClient): Promise<void> {
  await client.prefetchInfiniteQuery(postsQueryOptions());
}

/** The post and its related posts; false when no published post has the slug (the page is a 404). */
export async function prefetchBlogPost(client: QueryClient, slug: string): Promise<boolean> {
  const post = await client.fetchQuery(postQueryOptions(slug));
  if (!post) return false;
  await client.prefetchQuery(relatedPostsQueryOptions(post));
  return true;
}
