// What the server reads before it renders a blog page (entry-server.tsx): the same reads, under the same
// keys, the page's hooks use (lib/public-reads.tsx) — so the page renders complete and the browser hydrates
// it from what was read.
import { getPost, postKey } from './get-post';
import { POSTS_KEY, readFirstPostsPage } from './get-posts';
import { getRelatedPosts, relatedPostsKey } from './get-related-posts';

/** What a page was rendered with, by key (SsrState.reads). */
export type PublicReadsSeed = Record<string, unknown>;

/** The list's first page. A failed read leaves it out: the browser reads it again itself. */
export async function prefetchBlogList(reads: PublicReadsSeed): Promise<void> {
  try {
    reads[POSTS_KEY] = await readFirstPostsPage();
  } catch {
    // The page renders its placeholders; the browser reads the list.
  }
}

/** The post and its related posts; false when no published post has the slug (the page is a 404). */
export async function prefetchBlogPost(reads: PublicReadsSeed, slug: string): Promise<boolean> {
  const post = await getPost(slug);
  if (!post) return false;
  reads[postKey(slug)] = post;
  try {
    reads[relatedPostsKey(post)] = await getRelatedPosts(post);
  } catch {
    // Only a suggestion: the browser reads them again itself.
  }
  return true;
}
