// The learner screens' arithmetic, rule by rule (SPEC §4 module progress, §9 weighting and colours).
import { describe, expect, it } from 'vitest';
import {
  courseStats,
  isUuid,
  moduleStatus,
  nextModuleId,
  playerPercent,
  resumeIndex,
  scoreBand,
  type ProgressRow,
} from './progress';

const row = (module_id: string, status: ProgressRow['status'], last: number | null = null): ProgressRow => ({
  module_id,
  status,
  progress_percentage: status === 'completed' ? 100 : 40,
  last_slide_index: last,
});

const modules = [
  { id: 'a', points: 10, duration_minutes: 30 },
  { id: 'b', points: 20, duration_minutes: 15 },
  { id: 'c', points: 5, duration_minutes: 5 },
];

describe('courseStats', () => {
  it('counts minutes of every module and points of completed modules only', () => {
    const rows = new Map([
      ['a', row('a', 'completed')],
      ['b', row('b', 'in_progress')],
    ]);
    expect(courseStats(modules, rows)).toEqual({
      total: 3,
      completed: 1,
      percent: 33,
      minutes: 50,
      pointsEarned: 10,
      anyProgress: true,
    });
  });

  it('is 100 only when every module is completed, and 0 for a course without modules', () => {
    const all = new Map(modules.map((m) => [m.id, row(m.id, 'completed')]));
    expect(courseStats(modules, all).percent).toBe(100);
    expect(courseStats([], new Map()).percent).toBe(0);
    expect(courseStats(modules, new Map()).anyProgress).toBe(false);
  });
});

describe('playerPercent (SPEC §4)', () => {
  it('weights slides 80 with a quiz and 100 without', () => {
    expect(playerPercent('slides', 0, 4, true)).toBe(20);
    expect(playerPercent('slides', 3, 4, true)).toBe(80);
    expect(playerPercent('slides', 0, 4, false)).toBe(25);
    expect(playerPercent('slides', 2, 3, false)).toBe(100);
  });

  it('is 90 at the quiz stage and 100 once completed', () => {
    expect(playerPercent('quiz', 3, 4, true)).toBe(90);
    expect(playerPercent('completed', 0, 4, true)).toBe(100);
    expect(playerPercent('slides', 0, 0, false)).toBe(0);
  });
});

describe('resumeIndex', () => {
  it('resumes at the last slide seen, kept within the slides', () => {
    expect(resumeIndex(undefined, 5)).toBe(0);
    expect(resumeIndex(row('a', 'in_progress', 3), 5)).toBe(3);
    expect(resumeIndex(row('a', 'in_progress', 9), 5)).toBe(4);
    expect(resumeIndex(row('a', 'in_progress', 2), 0)).toBe(0);
  });
});

describe('scoreBand (SPEC §9)', () => {
  it.each([
    [100, 'green'],
    [70, 'green'],
    [69, 'yellow'],
    [50, 'yellow'],
    [49, 'red'],
    [0, 'red'],
  ])('%i%% is %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('nextModuleId', () => {
  const list = [
    { id: 'x', sort_order: 2 },
    { id: 'y', sort_order: 0 },
    { id: 'z', sort_order: 1 },
  ];
  it('is the next module by sort_order, or null after the last', () => {
    expect(nextModuleId(list, 'y')).toBe('z');
    expect(nextModuleId(list, 'z')).toBe('x');
    expect(nextModuleId(list, 'x')).toBeNull();
    expect(nextModuleId(list, 'missing')).toBeNull();
  });
});

describe('moduleStatus and isUuid', () => {
  it('reads a missing row as not started', () => {
    expect(moduleStatus(undefined)).toBe('not_started');
    expect(moduleStatus(row('a', 'completed'))).toBe('completed');
  });
  it('accepts only a uuid', () => {
    expect(isUuid('3f2b8c1e-1d2a-4c3b-9a8e-0f1e2d3c4b5a')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
