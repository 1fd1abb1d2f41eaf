// /education/category/{categoryId} (SPEC §2 Course page): the education feature's course page, and at 100% the
// certificates feature's 'Congratulations!' card with 'Download Certificate'. They meet here, because features
// never import each other.
import { CongratulationsCard } from '@/features/certificates/components/congratulations-card';
import { CourseRoute } from '@/features/education/routes/course-page';

export function Component() {
  return (
    <CourseRoute
      completion={(course) => <CongratulationsCard courseId={course.id} courseName={course.name} />}
    />
  );
}
