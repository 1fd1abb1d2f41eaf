import { lazy, Suspense } from 'react';
import { Navigate, useParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { usePost } from '../api/get-post';
import { PostArticle, PostArticleSkeleton } from '../components/post-article';
import { PostPageMeta } from '../components/post-page-meta';

// The related posts sit below the article and only suggest: their code (the cards, their read) is not
// part of the post's first load. The server waits for it, so a post's HTML has them; the browser hydrates
// the article without it and that section once its code has arrived (React keeps the server's HTML
// there meanwhile). In a post opened in the browser they appear once loaded, as they did with their data.
const RelatedPosts = lazy(() =>
  import('../components/related-posts').then((m) => ({ default: m.RelatedPosts })),
);

/**
 * A public post (SPEC §2 /blog/{slug}) and up to three related posts; a missing post or a failed read
 * replaces this page with /404.
 */
export function Component() {
  const { slug } = useParams();
  const post = usePost(slug);

  if (!slug || post.isError || (post.isSuccess && post.data === null)) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  if (!post.data) return <PostArticleSkeleton />;
  return (
    <>
      <PostPageMeta post={post.data} />
      <PostArticle post={post.data} />
      <Suspense fallback={null}>
        <RelatedPosts post={post.data} />
      </Suspense>
    </>
  );
}
