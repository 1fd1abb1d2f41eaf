import { Calendar, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import type { PostSummary } from '../api/types';
import { authorName, postDate } from '../lib/post-fields';

/** A post in the list (SPEC §2 /blog): title (2 lines), date, author when known, excerpt (3 lines), link. */
export function PostCard({ post }: { post: PostSummary }) {
  const titleId = useId();
  const author = authorName(post);
  const date = postDate(post);
  return (
    <Card className="flex h-full flex-col transition-shadow hover:shadow-md">
      <CardHeader>
        <h2 id={titleId} className="line-clamp-2 text-xl font-semibold leading-tight tracking-tight">
          {post.title}
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            <time dateTime={date}>{formatShortDate(date)}</time>
          </span>
          {author && (
            <span className="inline-flex items-center gap-1.5">
              <User className="size-4" aria-hidden="true" />
              by {author}
            </span>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {post.excerpt && <p className="line-clamp-3 text-muted-foreground">{post.excerpt}</p>}
      </CardContent>
      <CardFooter>
        {/* The visible text is the spec's; the title gives the link its context for screen readers. */}
        <Link
          to={paths.blogPost.href(post.slug)}
          aria-describedby={titleId}
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary-strong underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          Read More →
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The same card's shape while the list loads. */
export function PostCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" data-testid="post-card-skeleton">
      <CardHeader>
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-4 w-24" />
      </CardFooter>
    </Card>
  );
}
