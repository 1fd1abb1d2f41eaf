// /preview/posts/{id} (issue 24): a post of any status in the public post layout, for those who may read it
// (RLS: staff any post, a contributor their own), under a banner that says it is a preview. The blog's
// article and the posts feature's read meet here, because features never import each other.
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Post } from '@/features/blog/api/types';
import { PostArticle, PostArticleSkeleton } from '@/features/blog/components/post-article';
import { readingMinutes } from '@/features/blog/lib/reading-time';
import { usePostPreview } from '@/features/posts/api/get-post-preview';
import type { AdminPost } from '@/features/posts/api/types';
import { PreviewBanner } from '@/features/posts/components/preview-banner';

export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      {/* Never indexed or followed, whoever asks (the server also sends X-Robots-Tag and no-store). */}
      <meta name="robots" content="noindex, nofollow" />
      <RequireAuth>
        <PostPreviewPage id={id} />
      </RequireAuth>
    </>
  );
}

/** The stored post (or its autosave) as the public page's article reads it. */
function toArticle(post: AdminPost): Post {
  return {
    ...post,
    // The article only labels the status; a scheduled post reads as what it is until it goes live.
    status: post.status as Post['status'],
    reading_minutes: readingMinutes(post.content),
  };
}

function PostPreviewPage({ id }: { id: string }) {
  const preview = usePostPreview(id);
  if (preview.isPending) {
    return (
      <>
        <title>Preview</title>
        <PostArticleSkeleton />
      </>
    );
  }
  if (preview.isError || preview.data === null) {
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <title>Preview</title>
        <h1 className="text-2xl font-bold">Preview</h1>
        <p role={preview.isError ? 'alert' : undefined}>
          {preview.isError
            ? 'Sorry, the preview could not be loaded.'
            : 'This post does not exist, or you may not preview it.'}
        </p>
        <Button variant="outline" asChild>
          <Link to={paths.adminPosts.href()}>
            <ArrowLeft aria-hidden="true" />
            Back to posts
          </Link>
        </Button>
      </section>
    );
  }
  const { post, autosavedAt } = preview.data;
  return (
    <>
      <title>{`Preview: ${post.title}`}</title>
      <PreviewBanner post={post} autosavedAt={autosavedAt} />
      <PostArticle post={toArticle(post)} />
    </>
  );
}
