import { coverImage } from '@/lib/media';
import { cn } from '@/lib/cn';

interface CourseCoverProps {
  path: string;
  alt: string;
  /** The `sizes` of where the cover sits, so the browser picks the variant it needs. */
  sizes: string;
  /** The widest variant worth offering there (a card never needs 1920 pixels). */
  maxWidth: number;
  /** Cards below the fold load lazily; the course page's cover is its largest paint and does not. */
  lazy?: boolean;
  className?: string;
}

/**
 * A course's cover at 16:9, cropped by Storage's image transformation (lib/media.ts coverImage). The
 * width/height attributes are the largest variant's, so the box is reserved before any byte arrives.
 */
export function CourseCover({ path, alt, sizes, maxWidth, lazy, className }: CourseCoverProps) {
  const img = coverImage(path, { sizes, maxWidth });
  return (
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={img.sizes}
      width={img.width}
      height={img.height}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      className={cn('aspect-video h-auto w-full bg-muted object-cover', className)}
    />
  );
}
