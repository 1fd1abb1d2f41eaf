// Pure progress arithmetic of the learner screens (SPEC §4 "Module progress", §9 weighting and colours).
// Kept apart from React so each rule has its own unit test (progress.test.ts).
import type { Tables } from '@/lib/database-types';

export type ModuleStatus = 'completed' | 'in_progress' | 'not_started';

/** The learner's own user_progress row, as the screens read it. */
export type ProgressRow = Pick<
  Tables<'user_progress'>,
  'module_id' | 'status' | 'progress_percentage' | 'last_slide_index'
>;

export interface ModuleFacts {
  id: string;
  points: number;
  duration_minutes: number;
}

export function moduleStatus(row: ProgressRow | undefined): ModuleStatus {
  return row ? row.status : 'not_started';
}

export interface CourseStats {
  total: number;
  completed: number;
  /** Rounded share of completed modules, 0–100 (0 for a course without modules). */
  percent: number;
  minutes: number;
  /** Points of the completed modules only. */
  pointsEarned: number;
  anyProgress: boolean;
}

/** A course's figures from its modules and the learner's rows (SPEC §4: complete when every module is). */
export function courseStats(
  modules: readonly ModuleFacts[],
  rows: ReadonlyMap<string, ProgressRow>,
): CourseStats {
  let completed = 0;
  let pointsEarned = 0;
  let minutes = 0;
  let anyProgress = false;
  for (const m of modules) {
    minutes += m.duration_minutes;
    const row = rows.get(m.id);
    if (row) anyProgress = true;
    if (row?.status === 'completed') {
      completed += 1;
      pointsEarned += m.points;
    }
  }
  const total = modules.length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return { total, completed, percent, minutes, pointsEarned, anyProgress };
}

export type PlayerStage = 'slides' | 'quiz' | 'completed';

/**
 * The player's bar, exactly SPEC §4: (slide number ÷ total slides) × 80 with a quiz, × 100 without;
 * 90 at the quiz stage; 100 once completed. `slideIndex` is 0-based, so slide number = index + 1.
 */
export function playerPercent(
  stage: PlayerStage,
  slideIndex: number,
  totalSlides: number,
  hasQuiz: boolean,
): number {
  if (stage === 'completed') return 100;
  if (stage === 'quiz') return hasQuiz ? 90 : 100;
  if (totalSlides === 0) return 0;
  return Math.round(((slideIndex + 1) / totalSlides) * (hasQuiz ? 80 : 100));
}

/** Where a reopened module resumes: the slide last seen, kept inside the module's current slides. */
export function resumeIndex(row: ProgressRow | undefined, totalSlides: number): number {
  const last = row?.last_slide_index ?? 0;
  if (totalSlides === 0) return 0;
  return Math.min(Math.max(last, 0), totalSlides - 1);
}

export type ScoreBand = 'green' | 'yellow' | 'red';

/** SPEC §9 result colours: green at 70 or more, yellow at 50 or more, red below. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 70) return 'green';
  if (score >= 50) return 'yellow';
  return 'red';
}

/** The next module of the same course by order, or null when this is the last one. */
export function nextModuleId(
  modules: readonly { id: string; sort_order: number }[],
  currentId: string,
): string | null {
  const ordered = [...modules].sort((a, b) => a.sort_order - b.sort_order);
  const at = ordered.findIndex((m) => m.id === currentId);
  return at >= 0 && at + 1 < ordered.length ? (ordered[at + 1]?.id ?? null) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id is "not found" without asking the server (which would answer 400 for a bad uuid). */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
