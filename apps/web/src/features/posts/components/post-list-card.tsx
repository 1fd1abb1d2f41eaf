import { Calendar, Edit, ExternalLink, Trash2, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import { bylineName } from '@/lib/post-author';
import { formatZonedDateTime } from '@/lib/zoned-time';
import { DEFAULT_TIME_ZONE, useEditorialSettings } from '../api/get-editorial-settings';
import type { AdminPostSummary, PostStatus } from '../api/types';

const STATUS_LABEL: Readonly<Record<PostStatus, string>> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Live',
};
const STATUS_BADGE = {
  draft: { variant: 'secondary', className: '' },
  scheduled: { variant: 'outline', className: 'border-sky-300 bg-sky-50 text-sky-900' },
  published: { variant: 'success', className: '' },
} as const;

interface PostListCardProps {
  post: AdminPostSummary;
  /** Edit and delete are offered only where the user may use them (a contributor: their own drafts). */
  canChange: boolean;
  onDelete(post: AdminPostSummary): void;
}

/** SPEC §2 /admin/posts card: title (2 lines), status, date, author, excerpt (2 lines), view/edit/delete. */
export function PostListCard({ post, canChange, onDelete }: PostListCardProps) {
  const titleId = useId();
  const date = post.publish_date ?? post.created_at;
  // The public post page's rule (lib/post-author): an author-less post is the firm's, by the site's name.
  const author = bylineName(post.author, env.siteName);
  return (
    <Card className="flex h-full flex-col" aria-labelledby={titleId} role="article">
      <CardHeader className="space-y-2">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="line-clamp-2 text-lg font-semibold leading-tight">
            {post.title}
          </h2>
          <Badge
            variant={STATUS_BADGE[post.status].variant}
            className={`shrink-0 ${STATUS_BADGE[post.status].className}`}
          >
            {STATUS_LABEL[post.status]}
          </Badge>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" />
            {post.status === 'scheduled' && post.publish_date ? (
              <GoesLive at={post.publish_date} />
            ) : (
              <time dateTime={date}>{formatShortDate(date)}</time>
            )}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <User className="size-4" aria-hidden="true" />
            by {author}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        {post.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{post.excerpt}</p>}
      </CardContent>
      <CardFooter className="gap-2">
        {post.status === 'published' && (
          <Button variant="outline" size="icon" asChild>
            <a href={paths.blogPost.href(post.slug)} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              <span className="sr-only">View “{post.title}” (opens in a new tab)</span>
            </a>
          </Button>
        )}
        {canChange && (
          <>
            <Button variant="outline" size="icon" asChild>
              <Link to={paths.adminPost.href(post.id)}>
                <Edit aria-hidden="true" />
                <span className="sr-only">Edit “{post.title}”</span>
              </Link>
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(post)}
            >
              <Trash2 aria-hidden="true" />
              <span className="sr-only">Delete “{post.title}”</span>
            </Button>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** "Goes live Mar 08, 2026, 09:00 (America/New_York)": on the site's clock, which the editor schedules in. */
function GoesLive({ at }: { at: string }) {
  // Only staff may read the site's zone (and only staff schedule); anyone else reads the time in UTC.
  const { data, isPending } = useEditorialSettings();
  if (isPending) return <span>Goes live…</span>;
  const timeZone = data?.time_zone ?? DEFAULT_TIME_ZONE;
  return (
    <span>
      Goes live <time dateTime={at}>{formatZonedDateTime(at, timeZone)}</time> ({timeZone})
    </span>
  );
}

/** The card's shape while the list loads (SPEC §2: 3 placeholders). */
export function PostListCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" data-testid="admin-post-skeleton">
      <CardHeader className="space-y-2">
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter className="gap-2">
        <Skeleton className="size-10" />
        <Skeleton className="size-10" />
      </CardFooter>
    </Card>
  );
}
