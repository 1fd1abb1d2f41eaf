import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { notify, notifyError } from '@/components/ui/toaster';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { saveOrder } from '../api/save-order';
import { educationAdminKeys, type Course } from '../api/types';
import { useOptimisticOrder } from '../hooks/use-optimistic-order';
import { messageOf } from '../lib/message-of';
import { ConfirmDelete } from './confirm-delete';
import { CourseDialog } from './course-dialog';
import { SortableList } from './sortable-list';

const DELETE_TEXT =
  'Are you sure you want to delete this course? This action cannot be undone and will also delete all associated modules.';

/** SPEC §2 Course Management: a reorderable grid of course cards with create, edit and delete. */
export function CourseManagement() {
  const courses = useCourses();
  const remove = useDeleteCourse();
  const [dialog, setDialog] = useState<{ open: boolean; course?: Course }>({ open: false });
  const order = useOptimisticOrder(courses.data ?? [], {
    queryKey: educationAdminKeys.courses,
    save: (ids) => saveOrder('education_categories', ids),
    onError: (error) =>
      notifyError('Error updating category', `The new order could not be saved: ${error.message}`),
  });

  const onDelete = async (course: Course) => {
    try {
      await remove.mutateAsync(course.id);
      notify('Category deleted successfully');
    } catch (error) {
      notifyError('Error deleting category', messageOf(error));
    }
  };

  return (
    <section aria-labelledby="courses-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="courses-heading" className="text-xl font-semibold">
          Courses
        </h2>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" />
          Create Course
        </Button>
      </div>
      {courses.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : courses.isError ? (
        <p role="alert" className="text-destructive">
          {messageOf(courses.error)}
        </p>
      ) : order.items.length === 0 ? (
        <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground">
          No courses found. Create your first course to get started.
        </p>
      ) : (
        <SortableList
          items={order.items}
          layout="grid"
          className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
          onReorder={(ids) => void order.reorder(ids)}
          handleLabel={(c) => `Reorder ${c.name}`}
        >
          {(course, handle) => (
            <Card className="h-full" aria-label={course.name} role="group">
              <CardHeader className="flex flex-row items-start gap-2 space-y-0">
                {handle}
                <CardTitle className="min-w-0 flex-1 text-lg break-words">{course.name}</CardTitle>
                <Badge variant="secondary" aria-label={`Sort order ${course.sort_order}`}>
                  {course.sort_order}
                </Badge>
              </CardHeader>
              <CardContent className="space-y-4">
                <p className="line-clamp-3 text-sm break-words text-muted-foreground">
                  {course.description || 'No description'}
                </p>
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Edit ${course.name}`}
                    onClick={() => setDialog({ open: true, course })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <ConfirmDelete
                    title="Delete Course"
                    description={DELETE_TEXT}
                    label={`Delete ${course.name}`}
                    onConfirm={() => onDelete(course)}
                  />
                </div>
              </CardContent>
            </Card>
          )}
        </SortableList>
      )}
      <CourseDialog
        open={dialog.open}
        course={dialog.course}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </section>
  );
}
