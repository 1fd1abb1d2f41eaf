import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

interface SlideNavigationProps {
  index: number;
  total: number;
  hasQuiz: boolean;
  busy: boolean;
  onMove: (index: number) => void;
  /** The forward button on the last slide: 'Take Quiz' or 'Complete Module'. */
  onFinish: () => void;
}

/** Previous / Next, 'Slide n of m' (+ ' + Quiz'), and the arrow keys (which only move between slides). */
export function SlideNavigation({ index, total, hasQuiz, busy, onMove, onFinish }: SlideNavigationProps) {
  const last = index >= total - 1;
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.defaultPrevented) return;
      // Arrow keys inside a field or a slide's video player keep their own meaning.
      const t = e.target as HTMLElement | null;
      if (t?.closest('input, textarea, select, [contenteditable="true"], video, iframe, [role="slider"]'))
        return;
      if (e.key === 'ArrowRight' && index < total - 1) move.current(index + 1);
      else if (e.key === 'ArrowLeft' && index > 0) move.current(index - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total]);

  return (
    <div className="space-y-3">
      <div className="flex justify-between gap-2">
        <Button variant="outline" disabled={index === 0} onClick={() => onMove(index - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        {last ? (
          <Button disabled={busy} onClick={onFinish}>
            {hasQuiz ? 'Take Quiz' : 'Complete Module'}
          </Button>
        ) : (
          <Button onClick={() => onMove(index + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        Slide {index + 1} of {total}
        {hasQuiz && ' + Quiz'}
      </p>
    </div>
  );
}
