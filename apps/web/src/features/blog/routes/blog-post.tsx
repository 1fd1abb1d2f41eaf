import { Navigate, useParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { usePost } from '../api/get-post';
import { PostArticle, PostArticleSkeleton } from '../components/post-article';
import { PostPageMeta } from '../components/post-page-meta';
import { RelatedPosts } from '../components/related-posts';

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
      <RelatedPosts post={post.data} />
    </>
  );
}
