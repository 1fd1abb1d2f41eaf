import { ArrowLeft, Calendar, Clock, User } from 'lucide-react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { CoverImage } from '@/components/cover-image';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/lib/format';
import { bylineName } from '@/lib/post-author';
import { preloadSanitizerUnlessServerRendered, useSanitizedHtml } from '@/lib/use-sanitized-html';
import type { Post } from '../api/types';
import { postDate } from '../lib/post-fields';
import { readingTimeLabel } from '../lib/reading-time';
import { PostConsultationCta } from './post-consultation-cta';

const POST_BODY_ID = 'post-body';

// Evaluated when the post route's module arrives: on client navigation the sanitizer then downloads while
// the post is read; a server-rendered post being hydrated keeps the server's body and needs none.
preloadSanitizerUnlessServerRendered(POST_BODY_ID);

function BackToBlog() {
  return (
    <Link
      to={paths.blog.href()}
      className="mb-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Blog
    </Link>
  );
}

/**
 * A post (SPEC §2 /blog/{slug}): title, long date, author (or the site's name), reading time, excerpt, body,
 * the footer with its status badge, then the call to book a consultation.
 */
export function PostArticle({ post }: { post: Post }) {
  // The body is HTML from the database: always sanitized (SPEC §5 schemes), never rendered raw — null
  // while the sanitizer loads.
  const body = useSanitizedHtml(post.content ?? '', POST_BODY_ID);
  const date = postDate(post);
  const longDate = formatLongDate(date);
  return (
    <article className="mx-auto min-h-svh max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <BackToBlog />
      <header className="border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl lg:text-5xl">
          {post.title}
        </h1>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-muted-foreground">
          <span className="inline-flex items-center gap-2">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={date}>{longDate}</time>
          </span>
          <span className="inline-flex items-center gap-2">
            <User className="size-4" aria-hidden="true" />
            <span>{bylineName(post.author, env.siteName)}</span>
          </span>
          <span className="inline-flex items-center gap-2">
            <Clock className="size-4" aria-hidden="true" />
            <span>{readingTimeLabel(post.reading_minutes)}</span>
          </span>
        </div>
        {post.excerpt && <p className="mt-6 text-xl text-muted-foreground text-pretty">{post.excerpt}</p>}
        {post.cover_image_path && (
          // The page's largest element: requested first, never lazily (LCP).
          <CoverImage
            path={post.cover_image_path}
            alt={post.cover_image_alt ?? ''}
            priority="high"
            className="mt-8 rounded-lg"
          />
        )}
      </header>
      {body === null ? (
        <BodyPlaceholder />
      ) : (
        <div
          id={POST_BODY_ID}
          className="prose-content mt-8 text-lg"
          dangerouslySetInnerHTML={{ __html: body }}
        />
      )}
      <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t pt-6">
        <p className="text-sm text-muted-foreground">Published on {longDate}</p>
        <Badge variant="secondary" className="capitalize">
          {post.status}
        </Badge>
      </footer>
      <PostConsultationCta />
    </article>
  );
}

const BODY_LINES = ['w-full', 'w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'];

function BodyLines() {
  return BODY_LINES.map((w, i) => <Skeleton key={i} className={`h-4 ${w}`} />);
}

/** The body's place while the sanitizer loads (a post rendered in the browser): nothing raw is shown. */
function BodyPlaceholder() {
  return (
    <div className="mt-8 space-y-3" role="status" aria-busy="true" data-testid="post-body-loading">
      <span className="sr-only">Loading post</span>
      <BodyLines />
    </div>
  );
}

/** Placeholder lines while the post loads. */
export function PostArticleSkeleton() {
  return (
    // Same frame as the article (back link, min height), so nothing shifts when the post arrives.
    <div className="mx-auto min-h-svh max-w-3xl px-4 py-12 sm:px-6 md:py-16" role="status" aria-busy="true">
      <span className="sr-only">Loading post</span>
      <BackToBlog />
      <Skeleton className="h-12 w-4/5" />
      <Skeleton className="mt-6 h-5 w-1/3" />
      <Skeleton className="mt-6 h-6 w-full" />
      <div className="mt-10 space-y-3">
        <BodyLines />
      </div>
    </div>
  );
}
