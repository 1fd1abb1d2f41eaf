import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataState, EmptyState, LoadingState } from '@/components/data-state';
import { notify, notifyError } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-error';
import { useArchiveCourse } from '../api/archive-course';
import { useDeleteCourse } from '../api/delete-course';
import { useCourses } from '../api/get-courses';
import { saveOrder } from '../api/save-order';
import { useSetPublishStatus } from '../api/set-publish-status';
import { educationAdminKeys, type Course, type PublishStatus } from '../api/types';
import { useOptimisticOrder } from '../hooks/use-optimistic-order';
import { ArchivedCourses } from './archived-courses';
import { CourseCard } from './course-card';
import { CourseDialog } from './course-dialog';
import { SortableList } from './sortable-list';

/**
 * SPEC §2 Course Management: a reorderable grid of the live courses with create, edit, publish, preview and
 * delete (or archive, once certificates were issued), and the archived courses apart with "Restore".
 */
export function CourseManagement() {
  const courses = useCourses();
  const remove = useDeleteCourse();
  const archive = useArchiveCourse();
  const publish = useSetPublishStatus();
  const [dialog, setDialog] = useState<{ open: boolean; course?: Course }>({ open: false });
  const all = courses.data ?? [];
  const order = useOptimisticOrder(
    all.filter((c) => !c.archived_at),
    {
      queryKey: educationAdminKeys.courses,
      save: (ids) => saveOrder('education_categories', ids),
      onError: (error) =>
        notifyError('Error updating category', `The new order could not be saved: ${error.message}`),
    },
  );
  const archived = all.filter((c) => c.archived_at);

  const onDelete = async (course: Course) => {
    try {
      await remove.mutateAsync(course.id);
      notify('Category deleted successfully');
    } catch (error) {
      notifyError('Error deleting category', errorMessage(error));
    }
  };
  const onArchive = async (course: Course, archivedNow: boolean) => {
    try {
      await archive.mutateAsync({ id: course.id, archived: archivedNow });
      notify(
        archivedNow ? 'Course archived' : 'Course restored',
        archivedNow
          ? `Learners no longer see ${course.name}; its certificates stay valid.`
          : `${course.name} is back in the course list${course.status === 'published' ? ' for learners' : ' (as a draft)'}.`,
      );
    } catch (error) {
      notifyError(archivedNow ? 'Error archiving course' : 'Error restoring course', errorMessage(error));
    }
  };
  const onPublish = async (course: Course, status: PublishStatus) => {
    try {
      await publish.mutateAsync({ table: 'education_categories', id: course.id, status });
      notify(
        status === 'published' ? 'Course published' : 'Course unpublished',
        status === 'published'
          ? `Learners can now see ${course.name} and its published modules.`
          : `${course.name} is a draft again: learners can't see it.`,
      );
    } catch (error) {
      notifyError('Error changing the course', errorMessage(error));
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
      <DataState
        query={courses}
        loading={
          <LoadingState
            label="Loading courses"
            rowClassName="h-36"
            className="grid gap-4 space-y-0 md:grid-cols-2 xl:grid-cols-3"
          />
        }
        error={(message) => message}
        empty={
          order.items.length === 0 && (
            <EmptyState boxed title="No courses found. Create your first course to get started." />
          )
        }
      >
        {() => (
          <SortableList
            items={order.items}
            layout="grid"
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            onReorder={(ids) => void order.reorder(ids)}
            noun="course"
            itemName={(c) => c.name}
          >
            {(course, handle) => (
              <CourseCard
                course={course}
                handle={handle}
                publishing={publish.isPending}
                onEdit={() => setDialog({ open: true, course })}
                onPublish={(status) => void onPublish(course, status)}
                onDelete={() => onDelete(course)}
                onArchive={() => onArchive(course, true)}
              />
            )}
          </SortableList>
        )}
      </DataState>
      <ArchivedCourses
        courses={archived}
        restoring={archive.isPending}
        onRestore={(course) => void onArchive(course, false)}
      />
      <CourseDialog
        open={dialog.open}
        course={dialog.course}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </section>
  );
}
