import { describe, expect, it } from 'vitest';
import type { CourseModule, CourseSummary } from '../api/get-courses';
import {
  coursePreviewNotice,
  isLiveCourse,
  learnerCatalogue,
  modulePreviewNotice,
  PREVIEW_ARCHIVED,
  PREVIEW_COURSE,
  PREVIEW_MODULE,
  PREVIEW_MODULES,
} from './lifecycle';

const mod = (id: string, status: CourseModule['status'] = 'published'): CourseModule => ({
  id,
  title: id,
  description: null,
  duration_minutes: 10,
  points: 5,
  sort_order: 0,
  status,
});
const course = (id: string, extra: Partial<CourseSummary> = {}): CourseSummary => ({
  id,
  name: id,
  description: null,
  sort_order: 0,
  cover_image_path: null,
  cover_image_alt: null,
  status: 'published',
  archived_at: null,
  education_modules: [mod(`${id}-m1`)],
  ...extra,
});

describe('course lifecycle on the learner screens', () => {
  it('a course is live only when published and not archived', () => {
    expect(isLiveCourse(course('a'))).toBe(true);
    expect(isLiveCourse(course('b', { status: 'draft' }))).toBe(false);
    expect(isLiveCourse(course('c', { archived_at: '2026-11-28T00:00:00Z' }))).toBe(false);
  });

  it('the catalogue shows staff what learners see: live courses, published modules', () => {
    const shown = learnerCatalogue([
      course('live', { education_modules: [mod('p'), mod('d', 'draft')] }),
      course('draft', { status: 'draft' }),
      course('gone', { archived_at: '2026-11-28T00:00:00Z' }),
    ]);
    expect(shown.map((c) => [c.id, c.education_modules.map((m) => m.id)])).toEqual([['live', ['p']]]);
  });

  it('names why a preview differs from what learners see', () => {
    expect(coursePreviewNotice(course('a'))).toBeNull();
    expect(coursePreviewNotice(course('b', { status: 'draft' }))).toBe(PREVIEW_COURSE);
    expect(coursePreviewNotice(course('c', { status: 'draft', archived_at: '2026-11-28T00:00:00Z' }))).toBe(
      PREVIEW_ARCHIVED,
    );
    expect(coursePreviewNotice(course('d', { education_modules: [mod('x', 'draft')] }))).toBe(
      PREVIEW_MODULES,
    );
    expect(modulePreviewNotice({ status: 'published' }, course('e'))).toBeNull();
    expect(modulePreviewNotice({ status: 'draft' }, course('f'))).toBe(PREVIEW_MODULE);
    expect(modulePreviewNotice({ status: 'published' }, course('g', { status: 'draft' }))).toBe(
      PREVIEW_COURSE,
    );
  });
});
