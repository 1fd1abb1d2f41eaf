import { CoverImage } from '@/components/cover-image';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from '@/lib/router';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCourses } from '../api/get-courses';
import { useProgress } from '../api/get-progress';
import { CourseFigures } from '../components/course-figures';
import { ModuleRow } from '../components/module-row';
import { NotFoundCard } from '../components/not-found-card';
import { PreviewBanner } from '../components/preview-banner';
import { coursePreviewNotice, isLiveCourse } from '../lib/lifecycle';
import { courseStats, moduleStatus } from '../lib/progress';

/** What a finished live course offers its learner (the certificates feature's card; app/routes/course-page.tsx). */
export type CourseCompletion = (course: { id: string; name: string }) => ReactNode;

function CoursePage({ categoryId, completion }: { categoryId: string; completion: CourseCompletion }) {
  const courses = useCourses();
  const progress = useProgress();
  if (courses.isPending || progress.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (courses.isError || progress.isError) {
    return <p role="alert">Sorry, the course could not be loaded. Please try again later.</p>;
  }
  // A malformed id matches no course either: both are 'Category not found' (SPEC §8). So does a draft or
  // archived course for a learner (the database never sends it); staff get it, as a preview.
  const course = courses.data.find((c) => c.id === categoryId);
  if (!course) {
    return (
      <NotFoundCard
        title="Category not found"
        backTo={paths.education.href()}
        backLabel="Back to Education"
      />
    );
  }
  const stats = courseStats(course.education_modules, progress.data);
  const cover = course.cover_image_path;
  const preview = coursePreviewNotice(course);
  return (
    <div className="space-y-6">
      <Link
        to={paths.education.href()}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Education
      </Link>
      {preview && <PreviewBanner notice={preview} />}
      <PageMeta
        title={course.name}
        description={course.description ?? course.name}
        path={paths.educationCategory.href(course.id)}
        noindex
      />
      {/* With a cover: the cover above the title on a phone, beside it (two fifths) from md, so the modules
          stay in view on a laptop screen. */}
      <header className={cn(cover && 'grid gap-6 md:grid-cols-5 md:items-start')}>
        {cover && (
          <CoverImage
            path={cover}
            priority="eager"
            alt={course.cover_image_alt ?? ''}
            // Two fifths of the max-w-4xl column from md, the column's width below it.
            sizes="(min-width: 896px) 330px, (min-width: 768px) 38vw, calc(100vw - 2rem)"
            maxWidth={1280}
            className="rounded-lg md:col-span-2 md:col-start-4 md:row-start-1"
          />
        )}
        <div className="space-y-3 md:col-span-3 md:col-start-1 md:row-start-1">
          <h1 className="text-3xl font-bold break-words">{course.name}</h1>
          {course.description && <p className="text-muted-foreground">{course.description}</p>}
          <CourseFigures stats={stats} />
          <div className="space-y-1">
            <p className="flex justify-between text-sm font-medium">
              <span>Overall progress</span>
              <span>{stats.percent}%</span>
            </p>
            <Progress value={stats.percent} aria-label="Overall progress" />
          </div>
        </div>
      </header>
      {/* Certificates are issued for live courses only (a preview never makes a course undeletable). */}
      {stats.total > 0 && stats.percent === 100 && isLiveCourse(course) && completion(course)}
      {course.education_modules.length === 0 ? (
        <p className="text-muted-foreground">This course has no modules yet.</p>
      ) : (
        <ol className="space-y-4">
          {course.education_modules.map((m, i) => (
            <ModuleRow key={m.id} module={m} number={i + 1} status={moduleStatus(progress.data.get(m.id))} />
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * /education/category/{categoryId} (SPEC §2 Course page), with what a finished course offers given by the route
 * module that composes it (features never import each other).
 */
export function CourseRoute({ completion }: { completion: CourseCompletion }) {
  const { categoryId = '' } = useParams();
  return (
    <RequireAuth>
      <section className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
        <CoursePage categoryId={categoryId} completion={completion} />
      </section>
    </RequireAuth>
  );
}
