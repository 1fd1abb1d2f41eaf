// The learner screens (issue 12; SPEC §2 Education home, Course page, Module viewer; §4 module progress and
// quiz flow; §8 Education; §9 weighting and colours): the whole journey through a course built by the
// fixtures, resume, the not-found states, the database's refusals (API probes), and 390 px.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, expectNoA11yViolations, test, type Api, type Seed } from './fixtures.ts';

type Row = Record<string, unknown>;
const SHOTS = process.env.SHOTS_DIR;

/** Screenshots for the visual check (SHOTS_DIR=/tmp/shots-l1), never part of the repository. */
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const progressOf = (api: Api, userId: string, moduleId: string) =>
  api.service<Row[]>('GET', `/rest/v1/user_progress?user_id=eq.${userId}&module_id=eq.${moduleId}&select=*`);

/** A course of two modules: a quiz module (2 slides, 2 questions) and a slides-only module (1 slide). */
async function seedCourse(seed: Seed) {
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

test('the journey: slides, a failed quiz and its review, a passed retry, the next module, 100%', async ({
  asLearner: { page, user },
  seed,
  api,
}) => {
  test.setTimeout(120_000);
  const { course, quizModule, slidesModule } = await seedCourse(seed);

  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin Education' })).toBeVisible();
  const card = page.locator('[data-slot="card"]').filter({ hasText: course.name });
  await expect(card.getByText('2 modules', { exact: true })).toBeVisible();
  await expect(card.getByText('30 min', { exact: true })).toBeVisible();
  await expect(card.getByText('0 points earned', { exact: true })).toBeVisible();
  await expect(card.getByText('0/2 modules', { exact: true })).toBeVisible();
  await expect(card.getByText('Start', { exact: true })).toHaveCount(2);
  await expectNoA11yViolations(page);
  await shot(page, 'education-1280');
  await card.getByRole('link', { name: 'Start Course' }).click();

  await expect(page).toHaveURL(new RegExp(`/education/category/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Education' })).toBeVisible();
  await expect(page.getByText('Not Started', { exact: true })).toHaveCount(2);
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: `Start: ${quizModule.title}` }).click();

  // Slides: SPEC §4's bar is (slide ÷ total) × 80 with a quiz.
  await expect(page.getByText('Slide 1 of 2 + Quiz', { exact: true })).toBeVisible();
  await expect(page.getByText('1 / 2', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await expect(page.getByText('Source: the e2e fixtures.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByRole('link', { name: 'Back to Course' })).toHaveAttribute(
    'href',
    `/education/category/${course.id}`,
  );
  await expectNoA11yViolations(page);
  await shot(page, 'player-1280');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('Slide 2 of 2 + Quiz', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Scarcity' })).toHaveAttribute(
    'src',
    'https://example.com/supply-chart.png',
  );
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '80',
  );
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText('Slide 1 of 2 + Quiz', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Take Quiz' }).click();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '90',
  );

  // A failed attempt: wrong answers, then the review with the correct ones.
  const next = page.getByRole('button', { name: 'Next Question' });
  await expect(next).toBeDisabled();
  await page.getByRole('radio', { name: 'Visa' }).check();
  await expectNoA11yViolations(page);
  await shot(page, 'quiz-1280');
  await next.click();
  const submit = page.getByRole('button', { name: 'Submit Quiz' });
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('radio', { name: 'Visa' })).toBeChecked();
  await next.click();
  await page.getByRole('radio', { name: 'False' }).check();
  await submit.click();
  await expect(page.getByText('You scored 0%. Please review the material and try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz Failed' })).toBeVisible();
  await expect(page.getByText('Correct answer: Bitcoin')).toBeVisible();
  await expect(page.getByText('Correct answer: True')).toBeVisible();
  await expect(page.getByText('At most 21 million.')).toBeVisible();
  await expect(page.getByText('0%', { exact: true }).first()).toHaveClass(/text-red-700/);
  await expectNoA11yViolations(page);
  await shot(page, 'quiz-failed-1280');
  expect((await progressOf(api, user.id, quizModule.id))[0]?.status).toBe('in_progress');

  // The retry is a new attempt.
  await page.getByRole('button', { name: 'Retry Quiz' }).click();
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await next.click();
  await page.getByRole('radio', { name: 'True' }).check();
  await submit.click();
  await expect(page.getByText('You scored 100%. Module completed successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quiz Passed!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(page.getByText('You earned 20 points!').first()).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectNoA11yViolations(page);
  await shot(page, 'quiz-passed-1280');
  const attempts = await api.service<Row[]>(
    'GET',
    `/rest/v1/quiz_attempts?user_id=eq.${user.id}&select=attempt_number,score,passed&order=attempt_number`,
  );
  expect(attempts).toEqual([
    { attempt_number: 1, score: 0, passed: false },
    { attempt_number: 2, score: 100, passed: true },
  ]);

  // The next module by order: slides only, so × 100 and no ' + Quiz'.
  await page.getByRole('link', { name: 'Continue to Next Module' }).click();
  await expect(page).toHaveURL(new RegExp(`/education/module/${slidesModule.id}$`));
  await expect(page.getByText('Slide 1 of 1', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await page.getByRole('button', { name: 'Complete Module' }).click();
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(page.getByText('You earned 10 points!').first()).toBeVisible();
  await shot(page, 'module-completed-1280');
  // The last module: 'Continue to Next Module' leads back to the course, now at 100%.
  await page.getByRole('link', { name: 'Continue to Next Module' }).click();
  await expect(page).toHaveURL(new RegExp(`/education/category/${course.id}$`));
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Certificate' })).toBeDisabled();

  // Right after a reload: percents, badges, points and buttons from the database.
  await page.reload();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(2);
  await expect(page.getByText('30 points earned', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Review: / })).toHaveCount(2);
  await expectNoA11yViolations(page);
  await shot(page, 'course-complete-1280');
  await page.goto('/education');
  await expect(card.getByText('Complete', { exact: true })).toBeVisible();
  await expect(card.getByText('2/2 modules', { exact: true })).toBeVisible();
  await expect(card.getByText('Done', { exact: true })).toHaveCount(2);
  await expect(card.getByText('30 points earned', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
  const rows = await api.service<Row[]>('GET', `/rest/v1/user_progress?user_id=eq.${user.id}&select=status`);
  expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
});

test('reopening a module resumes at the last slide; progress shows In Progress and +N more', async ({
  asLearner: { page, user },
  seed,
  api,
}) => {
  const course = await seed.course();
  const modules = [];
  for (let i = 0; i < 4; i += 1) modules.push(await seed.module(course.id, { sort_order: i }));
  const first = modules[0];
  if (!first) throw new Error('no module');
  for (let i = 0; i < 3; i += 1) await seed.slide(first.id, { title: `Slide no. ${i + 1}`, sort_order: i });

  await page.goto(`/education/module/${first.id}`);
  await expect(page.getByText('Slide 1 of 3', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Slide no. 3' })).toBeVisible();
  await expect.poll(async () => (await progressOf(api, user.id, first.id))[0]?.last_slide_index).toBe(2);

  await page.reload();
  await expect(page.getByText('Slide 3 of 3', { exact: true })).toBeVisible();
  await expect(page.getByText('3 / 3', { exact: true })).toBeVisible();
  await page.goto(`/education/category/${course.id}`);
  await expect(page.getByText('In Progress', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: `Continue: ${first.title}` })).toBeVisible();
  await page.goto('/education');
  const card = page.locator('[data-slot="card"]').filter({ hasText: course.name });
  await expect(card.getByText('+1 more modules', { exact: true })).toBeVisible();
  await expect(card.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Continue Learning' })).toBeVisible();
});

test('unknown and malformed ids: Category not found, Module not found', async ({ asLearner: { page } }) => {
  for (const id of [randomUUID(), 'not-a-uuid']) {
    await page.goto(`/education/category/${id}`);
    await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Education' })).toHaveAttribute('href', '/education');
    await expectNoA11yViolations(page);
    await page.goto(`/education/module/${id}`);
    await expect(page.getByRole('heading', { name: 'Module not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Education' })).toHaveAttribute('href', '/education');
    await expectNoA11yViolations(page);
  }
});

test('a visitor is sent to sign in from every learner screen', async ({ page }) => {
  await page.goto(`/education/module/${randomUUID()}`);
  await expect(page).toHaveURL(/\/auth$/);
});

test('API probes: no answers before submitting, no completion without a passed attempt', async ({
  asLearner: { session },
  seed,
  api,
}) => {
  const { quizModule, slidesModule } = await seedCourse(seed);
  const token = session.access_token;
  const rpc = (name: string, body: Row) => api.asUser(token, 'POST', `/rest/v1/rpc/${name}`, body);

  // The questions a learner gets carry no answer; the table itself is closed to them.
  const questions = (await (
    await rpc('get_quiz_questions_for_user', { module_uuid: quizModule.id })
  ).json()) as Row[];
  expect(questions).toHaveLength(2);
  for (const q of questions) expect(Object.keys(q)).not.toContain('correct_answer');
  const direct = await api.asUser(token, 'GET', `/rest/v1/quiz_questions?module_id=eq.${quizModule.id}`);
  expect(await direct.json()).toEqual([]);

  // An unscored attempt of one's own does not open the answers.
  const inserted = await api.asUser(token, 'POST', '/rest/v1/quiz_attempts', {
    module_id: quizModule.id,
    score: 0,
    total_questions: 2,
    passed: false,
  });
  expect(inserted.status()).toBe(201);
  const [attempt] = await api.service<Row[]>(
    'GET',
    `/rest/v1/quiz_attempts?module_id=eq.${quizModule.id}&select=id`,
  );
  const answers = await rpc('get_quiz_answers', {
    module_uuid: quizModule.id,
    user_quiz_attempt_id: attempt?.id,
  });
  expect(answers.status()).toBe(403);
  expect(await answers.text()).not.toContain('Bitcoin settles');

  // A passed attempt cannot be inserted, and completion is refused without one.
  const forged = await api.asUser(token, 'POST', '/rest/v1/quiz_attempts', {
    module_id: quizModule.id,
    score: 100,
    total_questions: 2,
    passed: true,
  });
  expect(forged.ok()).toBe(false);
  const complete = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: quizModule.id,
    status: 'completed',
    progress_percentage: 100,
    last_slide_index: 1,
  });
  expect(complete.status()).toBe(400);
  expect(await complete.text()).toContain('This module is completed by passing its quiz');
  // A failed, scored attempt does not qualify either.
  const failed = await rpc('calculate_quiz_score', { attempt_uuid: attempt?.id, user_answers: {} });
  expect(((await failed.json()) as Row).passed).toBe(false);
  const again = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: quizModule.id,
    status: 'completed',
    progress_percentage: 100,
  });
  expect(again.status()).toBe(400);

  // A slides-only module completes only once its last slide was reached.
  const early = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: slidesModule.id,
    status: 'completed',
    progress_percentage: 100,
  });
  expect(early.status()).toBe(400);
  expect(await early.text()).toContain('This module is completed by reaching its last slide');
});

test('390 px: the player and the quiz fit a phone and work by keyboard', async ({
  asLearner: { page },
  seed,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { course, quizModule } = await seedCourse(seed);
  // Whatever sticks out past the viewport's right edge (by tag and class, so a failure names it).
  const overflow = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`),
    );

  await page.goto('/education');
  await expect(page.getByText(course.name)).toBeVisible();
  expect(await overflow()).toEqual([]);
  await shot(page, 'education-390');
  await page.goto(`/education/category/${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  expect(await overflow()).toEqual([]);
  await shot(page, 'course-390');
  await page.goto(`/education/module/${quizModule.id}`);
  await expect(page.getByText('Slide 1 of 2 + Quiz', { exact: true })).toBeVisible();
  expect(await overflow()).toEqual([]);
  await expectNoA11yViolations(page);
  await shot(page, 'player-390');

  // Keyboard only: Tab to Next, Enter; then to Take Quiz; a radio by Space; Submit.
  const next = page.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Slide 2 of 2 + Quiz', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Take Quiz' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('radio', { name: 'Bitcoin' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Bitcoin' })).toBeChecked();
  expect(await overflow()).toEqual([]);
  await shot(page, 'quiz-390');
});

test('a time limit shows an accessible countdown; when it runs out the learner may move on', async ({
  asLearner: { page },
  seed,
}) => {
  const course = await seed.course();
  const module = await seed.module(course.id);
  await seed.question(module.id, { time_limit_seconds: 45 });
  await page.clock.install();
  await page.goto(`/education/module/${module.id}`);
  // No slides: the quiz is the module.
  const timer = page.getByRole('timer', { name: 'Time left for this question' });
  await expect(timer).toHaveText('0:45 left');
  await expect(page.getByText('You have 0:45 for this question.')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  await page.clock.runFor(46_000);
  await expect(timer).toHaveText("Time's up");
  await expect(page.getByText('Time is up for this question.')).toBeAttached();
  await expect(page.getByRole('radio', { name: 'Bitcoin' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
  await expectNoA11yViolations(page);
});

test('a failed submit is logged only and the quiz can be submitted again', async ({
  asLearner: { page },
  seed,
}) => {
  const course = await seed.course();
  const module = await seed.module(course.id);
  await seed.question(module.id);
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await page.route('**/rest/v1/rpc/calculate_quiz_score', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"unavailable"}' }),
  );
  await page.goto(`/education/module/${module.id}`);
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect.poll(() => logged.some((t) => t.includes('Quiz submit failed'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Submit Quiz' })).toBeEnabled();
  await expect(page.getByText('Quiz Failed')).toHaveCount(0);

  await page.unroute('**/rest/v1/rpc/calculate_quiz_score');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Quiz Passed!' })).toBeVisible();
});
