import { BookOpen } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourses } from '../api/get-courses';

function Courses() {
  const courses = useCourses();
  if (courses.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    );
  }
  if (courses.isError)
    return <p role="alert">Sorry, the courses could not be loaded. Please try again later.</p>;
  if (courses.data.length === 0) return <p className="text-muted-foreground">No courses yet.</p>;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {courses.data.map((course) => {
        const points = course.education_modules.reduce((sum, m) => sum + m.points, 0);
        return (
          <Card key={course.id}>
            <CardHeader>
              <CardTitle>{course.name}</CardTitle>
              {course.description && <CardDescription>{course.description}</CardDescription>}
            </CardHeader>
            <CardContent>
              <p className="mb-2 text-sm text-muted-foreground">
                {course.education_modules.length} modules · {points} points
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {course.education_modules.map((m) => (
                  <li key={m.id}>{m.title}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}

/** /education (login required, SPEC §6): the course catalogue. The module player is a later issue. */
export function Component() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-5xl px-4 py-12">
        <PageMeta
          title="Education"
          description="Bitcoin courses for business leaders."
          path="/education"
          noindex
        />
        <h1 className="mb-2 flex items-center gap-2 text-3xl font-bold">
          <BookOpen className="size-7 text-primary-strong" aria-hidden="true" />
          Education
        </h1>
        <p className="mb-8 text-muted-foreground">Courses on Bitcoin for your business, module by module.</p>
        <Courses />
      </section>
    </RequireAuth>
  );
}
