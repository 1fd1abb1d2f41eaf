import { CoverImage } from '@/components/cover-image';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import type { CourseSummary } from '../api/get-courses';
import { courseStats, moduleStatus, type ProgressRow } from '../lib/progress';
import { CourseFigures } from './course-figures';
import { StatusBadge } from './status-badge';

/** SPEC §9: a course card previews its first 3 modules. */
const PREVIEW = 3;
/** Two cards a row from md (max-w-5xl less gaps: ~490 px each), one full-width card below it. */
const CARD_SIZES = '(min-width: 1024px) 490px, (min-width: 768px) 50vw, 100vw';

/** One course in the catalogue (SPEC §2 Education home). */
export function CourseCard({
  course,
  rows,
}: {
  course: CourseSummary;
  rows: ReadonlyMap<string, ProgressRow>;
}) {
  const stats = courseStats(course.education_modules, rows);
  const more = course.education_modules.length - PREVIEW;
  return (
    <Card className="flex min-w-0 flex-col overflow-hidden">
      {course.cover_image_path && (
        <CoverImage
          path={course.cover_image_path}
          alt={course.cover_image_alt ?? ''}
          sizes={CARD_SIZES}
          maxWidth={960}
        />
      )}
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="break-words">{course.name}</CardTitle>
          {stats.total > 0 && stats.percent === 100 && <Badge variant="success">Complete</Badge>}
        </div>
        {course.description && <CardDescription>{course.description}</CardDescription>}
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <CourseFigures stats={stats} />
        <div className="space-y-1">
          <div className="flex justify-between text-sm">
            <span>Progress</span>
            <span>
              {stats.completed}/{stats.total} modules
            </span>
          </div>
          <Progress value={stats.percent} aria-label={`${course.name} progress`} />
        </div>
        <ul className="space-y-2">
          {course.education_modules.slice(0, PREVIEW).map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="min-w-0 truncate">{m.title}</span>
              <StatusBadge status={moduleStatus(rows.get(m.id))} wording="short" />
            </li>
          ))}
        </ul>
        {more > 0 && <p className="text-sm text-muted-foreground">+{more} more modules</p>}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link to={paths.educationCategory.href(course.id)}>
            {stats.anyProgress ? 'Continue Learning' : 'Start Course'}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
