import { CONTENT_IMAGE_SIZES, coverImage } from '@/lib/media-url';
import { cn } from '@/lib/cn';

export interface CoverImageProps {
  /** The cover's path in the `media` bucket. */
  path: string;
  alt: string;
  /** The `sizes` of the box the cover fills (the browser picks the variant from it); the reading column's by default. */
  sizes?: string;
  /**
   * The page's main image (a post's cover, the first cards of the list): loaded at once, and with
   * `high` also first among the page's requests (its LCP element). Any other cover waits until it
   * nears the viewport.
   */
  priority?: 'high' | 'eager' | 'lazy';
  /** The largest variant offered: a card never shows more than ~400 CSS pixels of it. */
  maxWidth?: number;
  className?: string;
}

/**
 * A post's or a course's cover, cropped to 16:9 by Storage's image transformation (lib/media-url.ts
 * coverImage). width/height reserve the box before a byte arrives; the same props render the same markup on
 * the server and in the browser (hydration).
 */
export function CoverImage({
  path,
  alt,
  sizes = CONTENT_IMAGE_SIZES,
  priority = 'lazy',
  maxWidth,
  className,
}: CoverImageProps) {
  const img = coverImage(path, { sizes, maxWidth });
  return (
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.sizes}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      decoding={priority === 'lazy' ? 'async' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      className={cn('aspect-video h-auto w-full bg-muted object-cover', className)}
    />
  );
}
