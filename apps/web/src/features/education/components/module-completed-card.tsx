import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface ModuleCompletedCardProps {
  points: number;
  /** The next module of the course by order, else the course page (SPEC §2). */
  nextHref: string;
  onReviewSlides?: () => void;
}

export function ModuleCompletedCard({ points, nextHref, onReviewSlides }: ModuleCompletedCardProps) {
  return (
    <Card className="border-green-600 bg-green-50">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <CheckCircle2 className="size-12 text-green-800" aria-hidden="true" />
        <h2 className="text-2xl font-bold text-green-900">Module Completed!</h2>
        <p className="text-green-900">You earned {points} points!</p>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          {onReviewSlides && (
            <Button variant="outline" onClick={onReviewSlides}>
              Review Slides
            </Button>
          )}
          <Button asChild>
            <Link to={nextHref}>
              Continue to Next Module
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
