// The learner screens' edges (issue 12): not-found states, the sign-in gate, the database's refusals as API
// probes, a phone-sized screen by keyboard, a question's time limit, and a failed submit (SPEC §8).
import { randomUUID } from 'node:crypto';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import { seedCourse, shot, type Row } from './learner-seed.ts';

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
  for (const path of [
    '/education',
    `/education/category/${randomUUID()}`,
    `/education/module/${randomUUID()}`,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/auth$/);
  }
});

test('a visitor signs up from /education and lands on the catalogue, signed in', async ({ page, api }) => {
  const email = `e2e-learner-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/education');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign Up' });
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await form.getByLabel('Confirm Password').fill('a-long-enough-password');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin Education' })).toBeVisible();
  // The session supabase-js stored names the new user; the database made them a learner (contributor).
  const user = await page.evaluate(() => {
    const stored = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    return (
      JSON.parse(localStorage.getItem(stored ?? '') ?? '{}') as { user?: { id?: string; email?: string } }
    ).user;
  });
  expect(user?.email).toBe(email);
  const profiles = await api.service<Row[]>(
    'GET',
    `/rest/v1/profiles?user_id=eq.${user?.id ?? ''}&select=full_name,role`,
  );
  expect(profiles).toEqual([{ full_name: 'Grace Hopper', role: 'contributor' }]);
  await api.deleteUser(user?.id ?? '');
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
