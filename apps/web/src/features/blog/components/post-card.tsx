import { Calendar, Clock, User } from 'lucide-react';
import { useId } from 'react';
import { Link } from '@/lib/router';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { CoverImage } from '@/components/cover-image';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatShortDate } from '@/lib/format';
import type { PostSummary } from '../api/types';
import { readingTimeLabel } from '../lib/reading-time';
import { authorName, postDate } from '../lib/post-fields';

// A card is the grid's column: the whole width on phones, half from 640px, a third (≤ 400px) from 1280px.
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw';
// 400 CSS pixels at 2× is the 960 variant's job at most; the 1280 and 1920 ones would be wasted.
const CARD_MAX_WIDTH = 960;

interface PostCardProps {
  post: PostSummary;
  /** h2 in the list; h3 where the cards sit under a section heading (related posts). */
  headingLevel?: 2 | 3;
  /** A card on the first screen: its cover loads at once instead of lazily. */
  aboveFold?: boolean;
}

/**
 * A post as a card (SPEC §2 /blog): title (2 lines), date, author when known, reading time, excerpt (3 lines)
 * and 'Read More →'. The whole card is that one link: its box is stretched over the card, and its name is
 * 'Read More →' followed by the title, so nothing inside the card is a second interactive element.
 */
export function PostCard({ post, headingLevel = 2, aboveFold = false }: PostCardProps) {
  const titleId = useId();
  const moreId = useId();
  const author = authorName(post);
  const date = postDate(post);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="relative flex h-full flex-col transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md has-[a:hover]:border-primary/60">
      {post.cover_image_path && (
        // Decoration of the link's card, but its alt still says what the picture shows (the author's words).
        <CoverImage
          path={post.cover_image_path}
          alt={post.cover_image_alt ?? ''}
          sizes={CARD_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          priority={aboveFold ? 'eager' : 'lazy'}
          className="rounded-t-lg"
        />
      )}
      <CardHeader className="gap-3 xl:px-5">
        {/* Two lines, sized so that desktop titles (up to ~85 characters) fit them whole: no ellipsis
            cutting a word (checked at 1024, 1280 and 1440px by e2e/blog-editorial.spec.ts). */}
        <Heading
          id={titleId}
          className="line-clamp-2 text-xl leading-snug font-semibold tracking-tight xl:text-[1.0625rem]"
        >
          {post.title}
        </Heading>
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
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" aria-hidden="true" />
            {readingTimeLabel(post.reading_minutes)}
          </span>
        </div>
      </CardHeader>
      <CardContent className="flex-1 xl:px-5">
        {post.excerpt && <p className="line-clamp-3 text-muted-foreground">{post.excerpt}</p>}
      </CardContent>
      <CardFooter className="xl:px-5">
        <Link
          to={paths.blogPost.href(post.slug)}
          aria-labelledby={`${moreId} ${titleId}`}
          className="font-medium text-primary-strong underline-offset-4 after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none"
        >
          <span id={moreId}>Read More →</span>
        </Link>
      </CardFooter>
    </Card>
  );
}

/** The same card's shape while the list loads. */
export function PostCardSkeleton() {
  return (
    <Card className="flex h-full flex-col" data-testid="post-card-skeleton">
      <CardHeader className="gap-3">
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
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
