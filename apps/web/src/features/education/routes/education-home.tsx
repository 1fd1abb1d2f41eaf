import { GraduationCap } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourses } from '../api/get-courses';
import { useProgress } from '../api/get-progress';
import { CourseCard } from '../components/course-card';
import { learnerCatalogue } from '../lib/lifecycle';

const LOAD_ERROR = 'Sorry, the courses could not be loaded. Please try again later.';

function Courses() {
  const courses = useCourses();
  const progress = useProgress();
  if (courses.isPending || progress.isPending) {
    return (
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    );
  }
  if (courses.isError || progress.isError) return <p role="alert">{LOAD_ERROR}</p>;
  // Staff read drafts and archived courses too; the catalogue shows everyone what learners see.
  const shown = learnerCatalogue(courses.data);
  if (shown.length === 0) return <p className="text-muted-foreground">No courses yet.</p>;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {shown.map((course) => (
        <CourseCard key={course.id} course={course} rows={progress.data} />
      ))}
    </div>
  );
}

/** /education (login required, SPEC §2 and §6): the course catalogue with the learner's progress. */
export function Component() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <PageMeta
          title="Bitcoin Education"
          description="Bitcoin courses for business leaders."
          path="/education"
          noindex
        />
        <h1 className="mb-2 flex items-center gap-2 text-3xl font-bold">
          <GraduationCap className="size-8 text-primary-strong" aria-hidden="true" />
          Bitcoin Education
        </h1>
        <p className="mb-8 text-muted-foreground">Courses on Bitcoin for your business, module by module.</p>
        <Courses />
      </section>
    </RequireAuth>
  );
}
