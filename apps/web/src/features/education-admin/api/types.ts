// Rows of the education tables as the staff screen reads them: columns generated from the schema
// (lib/database-types), SPEC §3.
import { ColumnValues, type Tables } from '@/lib/database-types';

/** A course or module is a draft (staff only) or published (20261129000300_course_lifecycle.sql). */
export type PublishStatus = Tables<'education_categories'>['status'];

/**
 * `archived_at` is set while the course is archived: hidden from learners, its certificates still valid.
 * `cover_image_path` is the cover's path in the `media` bucket (lib/media.ts coverImage), or null; the database
 * requires `cover_image_alt` whenever there is a cover.
 */
export type Course = Pick<
  Tables<'education_categories'>,
  | 'id'
  | 'name'
  | 'description'
  | 'sort_order'
  | 'status'
  | 'archived_at'
  | 'cover_image_path'
  | 'cover_image_alt'
>;

export const CONTENT_TYPES = ColumnValues.education_modules.content_type;
export type ContentType = (typeof CONTENT_TYPES)[number];

export type Module = Pick<
  Tables<'education_modules'>,
  | 'id'
  | 'category_id'
  | 'title'
  | 'description'
  | 'content_type'
  | 'content_text'
  | 'content_url'
  | 'duration_minutes'
  | 'points'
  | 'is_required'
  | 'sort_order'
  | 'pass_threshold'
  | 'status'
> & {
  /** The related course's name (SPEC §7: the list also reads it). */
  education_categories: Pick<Tables<'education_categories'>, 'name'> | null;
};

export const SLIDE_TYPES = ColumnValues.module_slides.slide_type;
export type SlideType = (typeof SLIDE_TYPES)[number];

/**
 * `media_url` is an http(s) address, or a media library file by its relative public URL; `media_alt` the
 * image's alt text (image slides; older slides have none and fall back to the title).
 */
export type Slide = Pick<
  Tables<'module_slides'>,
  | 'id'
  | 'module_id'
  | 'title'
  | 'content'
  | 'slide_type'
  | 'media_url'
  | 'media_alt'
  | 'sort_order'
  | 'footnotes'
>;

export const QUESTION_TYPES = ColumnValues.quiz_questions.question_type;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DIFFICULTIES = ColumnValues.quiz_questions.difficulty_level;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type Question = Pick<
  Tables<'quiz_questions'>,
  | 'id'
  | 'module_id'
  | 'question_text'
  | 'question_type'
  | 'correct_answer'
  | 'explanation'
  | 'points'
  | 'sort_order'
  | 'difficulty_level'
  | 'time_limit_seconds'
  | 'feedback_correct'
  | 'feedback_incorrect'
> & {
  /**
   * A list for multiple choice, otherwise null; older rows may hold an object keyed map (SPEC §3). The column
   * is jsonb; the database allows only an array or an object (quiz_questions_options_shape).
   */
  options: string[] | Record<string, string> | null;
};

/** The query keys of this screen; every mutation invalidates the one it changed. */
export const educationAdminKeys = {
  all: ['education-admin'] as const,
  access: (userId: string) => ['education-admin', 'access', userId] as const,
  courses: ['education-admin', 'courses'] as const,
  certificateCount: (courseId: string) => ['education-admin', 'certificate-count', courseId] as const,
  modules: ['education-admin', 'modules'] as const,
  slides: (moduleId: string) => ['education-admin', 'slides', moduleId] as const,
  questions: (moduleId: string) => ['education-admin', 'questions', moduleId] as const,
};
