import type { Module } from '../api/types';

/** The course filter's "everything" value (its label is SPEC's 'All Courses'). */
export const ALL_COURSES = 'all';

/** SPEC §2: search by title or description, case-insensitive, in the view; then the course filter. */
export function filterModules(modules: Module[], search: string, courseId: string): Module[] {
  const needle = search.trim().toLowerCase();
  return modules.filter(
    (m) =>
      (courseId === ALL_COURSES || m.category_id === courseId) &&
      (needle === '' ||
        m.title.toLowerCase().includes(needle) ||
        (m.description ?? '').toLowerCase().includes(needle)),
  );
}
