import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { PageMeta } from '@/components/page-meta';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCourses } from '../api/get-courses';
import { useModule } from '../api/get-module';
import { useProgress } from '../api/get-progress';
import { useQuizQuestions } from '../api/get-quiz-questions';
import { ModulePlayer } from '../components/module-player';
import { NotFoundCard } from '../components/not-found-card';
import { PreviewBanner } from '../components/preview-banner';
import { modulePreviewNotice } from '../lib/lifecycle';
import { nextModuleId } from '../lib/progress';

function Player({ moduleId }: { moduleId: string }) {
  const module = useModule(moduleId);
  const questions = useQuizQuestions(moduleId);
  const progress = useProgress();
  const courses = useCourses();
  if (module.isPending || questions.isPending || progress.isPending || courses.isPending) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-4" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (module.isError || questions.isError || progress.isError || courses.isError) {
    return <p role="alert">Sorry, the module could not be loaded. Please try again later.</p>;
  }
  // Unknown and malformed ids alike (getModule answers null for both): SPEC §8 'Module not found'.
  if (!module.data) {
    return (
      <NotFoundCard title="Module not found" backTo={paths.education.href()} backLabel="Back to Education" />
    );
  }
  const course = courses.data.find((c) => c.id === module.data?.category_id);
  const next = nextModuleId(course?.education_modules ?? [], module.data.id);
  const courseHref = paths.educationCategory.href(module.data.category_id);
  const preview = modulePreviewNotice(module.data, course);
  return (
    <div className="space-y-6">
      <PageMeta
        title={module.data.title}
        description={module.data.description ?? module.data.title}
        path={paths.educationModule.href(module.data.id)}
        noindex
      />
      <Link
        to={courseHref}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-strong hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Course
      </Link>
      {preview && <PreviewBanner notice={preview} />}
      <header className="space-y-1">
        {course && <p className="text-sm text-muted-foreground">{course.name}</p>}
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{module.data.title}</h1>
        {module.data.description && <p className="text-muted-foreground">{module.data.description}</p>}
      </header>
      <ModulePlayer
        module={module.data}
        questions={questions.data}
        row={progress.data.get(module.data.id)}
        nextModuleHref={next ? paths.educationModule.href(next) : null}
        courseHref={courseHref}
      />
    </div>
  );
}

/** /education/module/{moduleId} (SPEC §2 Module viewer). */
export function Component() {
  const { moduleId = '' } = useParams();
  return (
    <RequireAuth>
      {/* Keyed by module: 'Continue to Next Module' stays on this route, and must start a fresh player. */}
      <section key={moduleId} className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <Player moduleId={moduleId} />
      </section>
    </RequireAuth>
  );
}
