// Shared by the learner specs: a two-module course through the fixtures, progress read-back, screenshots.
import type { Page } from '@playwright/test';
import type { Api, Seed } from './fixtures.ts';

export type Row = Record<string, unknown>;
const SHOTS = process.env.SHOTS_DIR;

/** Screenshots for the visual check (SHOTS_DIR=/tmp/shots-l1), never part of the repository. */
export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

export const progressOf = (api: Api, userId: string, moduleId: string) =>
  api.service<Row[]>('GET', `/rest/v1/user_progress?user_id=eq.${userId}&module_id=eq.${moduleId}&select=*`);

/** A course of two modules: a quiz module (2 slides, 2 questions) and a slides-only module (1 slide). */
export async function seedCourse(seed: Seed) {
  const course = await seed.course({ description: 'Bitcoin for treasurers.' });
  const quizModule = await seed.module(course.id, {
    title: 'E2E Money basics',
    description: 'What money is.',
    duration_minutes: 20,
    points: 20,
    sort_order: 0,
  });
  await seed.slide(quizModule.id, {
    title: 'What is money?',
    content:
      '<p>Money is a <strong>ledger</strong>.</p><img src="x" alt="A ledger" onerror="window.__xss=1">',
    footnotes: 'Source: the e2e fixtures.',
    sort_order: 0,
  });
  await seed.slide(quizModule.id, {
    title: 'Scarcity',
    content: '<p>21 million.</p>',
    slide_type: 'image',
    media_url: 'https://example.com/supply-chart.png',
    sort_order: 1,
  });
  await seed.question(quizModule.id, { sort_order: 0, explanation: 'Bitcoin settles on its own chain.' });
  await seed.question(quizModule.id, {
    question_text: 'Bitcoin has a fixed supply.',
    question_type: 'true_false',
    options: null,
    correct_answer: 'true',
    explanation: 'At most 21 million.',
    sort_order: 1,
  });
  const slidesModule = await seed.module(course.id, {
    title: 'E2E Custody',
    duration_minutes: 10,
    points: 10,
    sort_order: 1,
  });
  await seed.slide(slidesModule.id, { title: 'Keys', content: '<p>Not your keys.</p>', sort_order: 0 });
  return { course, quizModule, slidesModule };
}
