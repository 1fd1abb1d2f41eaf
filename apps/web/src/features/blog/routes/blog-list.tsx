import { useMemo } from 'react';
import { RoutePageMeta } from '@/components/route-page-meta';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { usePosts } from '../api/get-posts';
import type { PostSummary } from '../api/types';
import { BlogHeader } from '../components/blog-header';
import { PostCard, PostCardSkeleton } from '../components/post-card';

/** SPEC §2's heading (the page's title in the route manifest is the same words). */
const HEADING = 'Bitcoin & Crypto Insights';
const PLACEHOLDER_CARDS = 6;
// Three columns only from 1280px: narrower cards could not hold a long title in its two lines.
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-3';
// The first row at the widest layout: their covers are on the first screen, so they are not lazy.
const ABOVE_FOLD_CARDS = 3;

/** The public blog list (SPEC §2 /blog): published posts as cards, 12 at a time. */
export function Component() {
  const posts = usePosts();
  // 'Load more' reads the next page in the browser: until the app runs it looks and says it is unavailable
  // (aria-disabled, still focusable), rather than being a button that does nothing (ADR 0018).
  const hydrated = useHydrated();
  // A post published between two page reads shifts the offsets; never show one twice.
  const list = useMemo(() => {
    const seen = new Set<string>();
    const out: PostSummary[] = [];
    for (const p of posts.data?.pages.flatMap((page) => page.posts) ?? []) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        out.push(p);
      }
    }
    return out;
  }, [posts.data]);

  const meta = <RoutePageMeta route={paths.blog.path} path={paths.blog.href()} />;

  if (posts.isError && list.length === 0) {
    return (
      <section className="site-container section-y text-center">
        {meta}
        <h1 className="text-4xl font-bold tracking-tight">Blog</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Sorry, there was an error loading the blog posts.
        </p>
      </section>
    );
  }

  return (
    <>
      {meta}
      <BlogHeader title={HEADING}>
        Expert analysis, practical guides and market insights to help businesses and investors understand
        Bitcoin.
      </BlogHeader>
      <div className="site-container section-y">
        {posts.isPending ? (
          <div className={GRID} role="status" aria-busy="true">
            <span className="sr-only">Loading posts</span>
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        ) : list.length === 0 ? (
          <div className="py-12 text-center">
            <h2 className="text-2xl font-semibold">No blog posts yet</h2>
            <p className="mt-2 text-muted-foreground">
              Check back soon for expert insights on Bitcoin and cryptocurrency.
            </p>
          </div>
        ) : (
          <>
            <ul className={GRID} aria-label="Blog posts">
              {list.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} aboveFold={i < ABOVE_FOLD_CARDS} />
                </li>
              ))}
            </ul>
            {posts.hasNextPage && (
              <div className="mt-10 flex justify-center">
                <Button
                  variant="outline"
                  size="lg"
                  aria-disabled={hydrated ? undefined : true}
                  className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  onClick={() => void posts.fetchNextPage()}
                  disabled={posts.isFetchingNextPage}
                >
                  {posts.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            )}
            {posts.isFetchNextPageError && (
              <p role="alert" className="mt-4 text-center text-sm text-destructive">
                Sorry, there was an error loading the blog posts.
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
