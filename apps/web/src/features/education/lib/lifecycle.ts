// Course lifecycle on the learner screens (issue 25). The database already hides drafts and archived courses
// from learners; staff read everything, so these screens tell a staff preview apart from what learners see.
import type { CourseSummary } from '../api/get-courses';

type Lifecycle = Pick<CourseSummary, 'status' | 'archived_at'>;

/** Published and not archived: what every learner sees. */
export const isLiveCourse = (course: Lifecycle): boolean =>
  course.status === 'published' && !course.archived_at;

/** The catalogue as a learner sees it, whoever reads it: live courses with their published modules. */
export function learnerCatalogue(courses: CourseSummary[]): CourseSummary[] {
  return courses
    .filter(isLiveCourse)
    .map((c) => ({ ...c, education_modules: c.education_modules.filter((m) => m.status === 'published') }));
}

export const PREVIEW_COURSE = "Preview — learners can't see this course yet";
export const PREVIEW_ARCHIVED = "Preview — this course is archived: learners can't see it";
export const PREVIEW_MODULES = "Preview — learners can't see the modules marked Draft yet";
export const PREVIEW_MODULE = "Preview — learners can't see this module yet";

/** The banner a staff preview of this course shows, or null when learners see it exactly like this. */
export function coursePreviewNotice(course: CourseSummary): string | null {
  if (course.archived_at) return PREVIEW_ARCHIVED;
  if (course.status !== 'published') return PREVIEW_COURSE;
  if (course.education_modules.some((m) => m.status !== 'published')) return PREVIEW_MODULES;
  return null;
}

/** The banner of a staff preview of one module (its course may be the reason), or null. */
export function modulePreviewNotice(
  module: { status: string },
  course: Lifecycle | undefined,
): string | null {
  if (course?.archived_at) return PREVIEW_ARCHIVED;
  if (course && course.status !== 'published') return PREVIEW_COURSE;
  if (module.status !== 'published') return PREVIEW_MODULE;
  return null;
}
