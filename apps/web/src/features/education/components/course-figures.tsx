import { BookOpen, Clock, Trophy } from 'lucide-react';
import type { CourseStats } from '../lib/progress';

/** Module count, total minutes and points earned: the same line on a course card and the course page. */
export function CourseFigures({ stats }: { stats: CourseStats }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <li className="flex items-center gap-1">
        <BookOpen className="size-4" aria-hidden="true" />
        {stats.total} {stats.total === 1 ? 'module' : 'modules'}
      </li>
      <li className="flex items-center gap-1">
        <Clock className="size-4" aria-hidden="true" />
        {stats.minutes} min
      </li>
      <li className="flex items-center gap-1">
        <Trophy className="size-4" aria-hidden="true" />
        {stats.pointsEarned} points earned
      </li>
    </ul>
  );
}
