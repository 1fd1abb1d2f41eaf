// Rows of the education tables as the staff screen reads them (SPEC §3).

/** A course or module is a draft (staff only) or published (20261129000300_course_lifecycle.sql). */
export type PublishStatus = 'draft' | 'published';

export interface Course {
  id: string;
  name: string;
  description: string | null;
  sort_order: number;
  status: PublishStatus;
  /** Set while the course is archived: hidden from learners, its certificates still valid. */
  archived_at: string | null;
  /** The cover's path in the `media` bucket (lib/media.ts coverImage), or null. */
  cover_image_path: string | null;
  /** Required by the database whenever there is a cover. */
  cover_image_alt: string | null;
}

export const CONTENT_TYPES = ['slides', 'video', 'article', 'quiz'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export interface Module {
  id: string;
  category_id: string;
  title: string;
  description: string | null;
  content_type: ContentType;
  content_text: string | null;
  content_url: string | null;
  duration_minutes: number;
  points: number;
  is_required: boolean;
  sort_order: number;
  pass_threshold: number;
  status: PublishStatus;
  /** The related course's name (SPEC §7: the list also reads it). */
  education_categories: { name: string } | null;
}

export const SLIDE_TYPES = ['content', 'image', 'video'] as const;
export type SlideType = (typeof SLIDE_TYPES)[number];

export interface Slide {
  id: string;
  module_id: string;
  title: string;
  content: string | null;
  slide_type: SlideType;
  /** An http(s) address, or a media library file by its relative public URL. */
  media_url: string | null;
  /** The image's alt text (image slides); older slides have none and fall back to the title. */
  media_alt: string | null;
  sort_order: number;
  footnotes: string | null;
}

export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export interface Question {
  id: string;
  module_id: string;
  question_text: string;
  question_type: QuestionType;
  /** A list for multiple choice, otherwise null; older rows may hold an object keyed map (SPEC §3). */
  options: string[] | Record<string, string> | null;
  correct_answer: string;
  explanation: string | null;
  points: number;
  sort_order: number;
  difficulty_level: Difficulty;
  time_limit_seconds: number | null;
  feedback_correct: string | null;
  feedback_incorrect: string | null;
}

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
