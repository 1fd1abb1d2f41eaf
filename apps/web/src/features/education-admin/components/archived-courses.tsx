import { ArchiveRestore } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatShortDate } from '@/lib/format';
import type { Course } from '../api/types';

interface ArchivedCoursesProps {
  courses: Course[];
  restoring: boolean;
  onRestore: (course: Course) => void;
}

/** Archived courses, apart from the live grid: hidden from learners, certificates still valid; "Restore". */
export function ArchivedCourses({ courses, restoring, onRestore }: ArchivedCoursesProps) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby="archived-courses-heading" className="space-y-3">
      <div>
        <h3 id="archived-courses-heading" className="text-lg font-semibold">
          Archived courses
        </h3>
        <p className="text-sm text-muted-foreground">
          Hidden from learners. Their certificates stay valid and can still be verified.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {courses.map((course) => (
          <li key={course.id} className="list-none">
            <Card role="group" aria-label={course.name} className="h-full bg-muted/40">
              <CardHeader>
                <CardTitle className="text-lg break-words">{course.name}</CardTitle>
                {course.archived_at && (
                  <p className="text-sm text-muted-foreground">
                    Archived <time dateTime={course.archived_at}>{formatShortDate(course.archived_at)}</time>
                  </p>
                )}
              </CardHeader>
              <CardContent>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={restoring}
                  aria-label={`Restore course: ${course.name}`}
                  onClick={() => onRestore(course)}
                >
                  <ArchiveRestore aria-hidden="true" />
                  Restore
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
