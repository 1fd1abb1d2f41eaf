import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface ModuleCompletedCardProps {
  points: number;
  /** The next module of the course by order (SPEC §2), or null on the course's last module. */
  nextModuleHref: string | null;
  /** The course (category) page: where the last module leads. */
  courseHref: string;
  onReviewSlides?: () => void;
}

/**
 * SPEC §2's 'Module Completed!' card. 'Continue to Next Module' goes to the next module by order; on the
 * course's last module there is none, so the button says where it goes instead: 'Back to Course' (SPEC's
 * words for the link to the category page).
 */
export function ModuleCompletedCard(props: ModuleCompletedCardProps) {
  const { points, nextModuleHref, courseHref, onReviewSlides } = props;
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
            {nextModuleHref ? (
              <Link to={nextModuleHref}>
                Continue to Next Module
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <Link to={courseHref}>
                <ArrowLeft aria-hidden="true" />
                Back to Course
              </Link>
            )}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
