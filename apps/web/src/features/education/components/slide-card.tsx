import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { sanitizeHtml } from '@/lib/sanitize';
import type { Slide } from '../api/get-module';
import { SlideMedia } from './slide-media';

/** One slide as the learner sees it (SPEC §2): title, 'n / total', sanitized HTML, media, footnotes. */
export function SlideCard({ slide, position, total }: { slide: Slide; position: number; total: number }) {
  // Slide HTML comes from staff, but is still sanitized like a post (lib/sanitize.ts, SPEC §5 schemes).
  const body = useMemo(() => sanitizeHtml(slide.content ?? ''), [slide.content]);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <CardTitle className="text-xl break-words sm:text-2xl">{slide.title}</CardTitle>
        <span className="shrink-0 text-sm text-muted-foreground">
          {position} / {total}
        </span>
      </CardHeader>
      <CardContent className="space-y-4">
        <SlideMedia slide={slide} />
        {/* An image slide often has no text: no empty block (and its gap) under the image then. */}
        {body.trim() && (
          <div className="prose-content break-words" dangerouslySetInnerHTML={{ __html: body }} />
        )}
        {slide.footnotes && (
          <aside
            aria-label="Footnotes"
            className="border-t pt-3 text-sm whitespace-pre-line text-muted-foreground"
          >
            {slide.footnotes}
          </aside>
        )}
      </CardContent>
    </Card>
  );
}
