import { ExternalLink, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { Course, PublishStatus } from '../api/types';
import { CourseDeleteDialog } from './course-delete-dialog';
import { PublishBadge, PublishToggle } from './publish-status';

export const DRAFT_COURSE_NOTE = "Learners can't see this course yet.";

interface CourseCardProps {
  course: Course;
  /** The drag handle (SortableList). */
  handle: ReactNode;
  publishing: boolean;
  onEdit: () => void;
  onPublish: (status: PublishStatus) => void;
  onDelete: () => Promise<unknown>;
  onArchive: () => Promise<unknown>;
}

/** One live course of SPEC §2's grid: its state (Draft/Published), and edit, publish, preview, delete. */
export function CourseCard({
  course,
  handle,
  publishing,
  onEdit,
  onPublish,
  onDelete,
  onArchive,
}: CourseCardProps) {
  return (
    <Card className="h-full" aria-label={course.name} role="group">
      <CardHeader className="flex flex-row items-start gap-2 space-y-0">
        {handle}
        <CardTitle className="min-w-0 flex-1 text-lg break-words">{course.name}</CardTitle>
        <Badge variant="secondary" aria-label={`Sort order ${course.sort_order}`}>
          {course.sort_order}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <PublishBadge status={course.status} />
          {course.status === 'draft' && DRAFT_COURSE_NOTE}
        </p>
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">
          {course.description || 'No description'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-label={`Edit ${course.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <PublishToggle
            kind="course"
            name={course.name}
            status={course.status}
            busy={publishing}
            onToggle={onPublish}
          />
          <Button asChild variant="outline" size="sm">
            <Link
              to={paths.educationCategory.href(course.id)}
              aria-label={`Preview as learner: ${course.name}`}
            >
              <ExternalLink aria-hidden="true" />
              Preview as learner
            </Link>
          </Button>
          <CourseDeleteDialog course={course} onDelete={onDelete} onArchive={onArchive} />
        </div>
      </CardContent>
    </Card>
  );
}
