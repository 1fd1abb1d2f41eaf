import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import { parseMediaUrl, slideImage } from '@/lib/slide-image';
import type { Slide } from '../api/types';

interface SlidePreviewProps {
  slide: Pick<Slide, 'title' | 'content' | 'slide_type' | 'media_url' | 'media_alt' | 'footnotes'>;
  /** 1-based position and the module's slide count, as the learner's 'n / total'. */
  position: number;
  total: number;
}

/**
 * A slide as a learner sees it: the same sanitizer as the module viewer (lib/sanitize.ts), so a link or an
 * image the learner would not get is not shown here either.
 */
export function SlidePreview({ slide, position, total }: SlidePreviewProps) {
  const body = useMemo(() => sanitizeHtml(slide.content ?? ''), [slide.content]);
  // Only an address the database would accept is shown (a half-typed URL is not a link), as the player does.
  const media = parseMediaUrl(slide.media_url)?.toString() ?? null;
  const image = slide.slide_type === 'image' ? slideImage(slide) : null;
  return (
    <article aria-label="Slide preview" className="space-y-4 rounded-lg border bg-card p-6 shadow-sm">
      <header className="flex items-start justify-between gap-4">
        <h3 className="text-xl font-semibold break-words">{slide.title || 'Untitled slide'}</h3>
        <span className="shrink-0 text-sm text-muted-foreground">
          {position} / {total}
        </span>
      </header>
      {image && (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.sizes}
          alt={image.alt}
          decoding="async"
          className="mx-auto max-h-80 rounded-md object-contain"
        />
      )}
      {slide.slide_type === 'video' && media && (
        <a
          href={media}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary-strong underline underline-offset-4"
        >
          Watch the video
        </a>
      )}
      {/* Sanitized above: the learner's rules, never raw HTML from the database. */}
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: body }} />
      {slide.footnotes && (
        <footer className="border-t pt-3 text-sm whitespace-pre-line text-muted-foreground">
          {slide.footnotes}
        </footer>
      )}
    </article>
  );
}
