// The learner screens (issue 12; SPEC §2 Education home, Course page, Module viewer; §4 module progress and
// quiz flow; §8 Education; §9 weighting and colours): the whole journey through a course built by the
// fixtures, figures after a reload, and resume at the last slide. The edges: learner-edges.spec.ts.
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import { downloadCertificate } from './certificate-download.ts';
import { shots } from './shots.ts';
import { progressOf, seedCourse, shot, type Row } from './learner-seed.ts';

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
  // One notice for the pass (its text says the module is completed), not a second 'Module Completed!' one.
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Quiz Passed!' })).toHaveCount(1);
  await expect(toasts.filter({ hasText: 'Module Completed!' })).toHaveCount(0);
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
  // The last module: no next module, so the card's button says where it goes — back to the course, now 100%.
  const completedCard = page.locator('[data-slot="card"]').filter({ hasText: 'Module Completed!' });
  await expect(completedCard.getByRole('link', { name: 'Continue to Next Module' })).toHaveCount(0);
  const backToCourse = completedCard.getByRole('link', { name: 'Back to Course' });
  await expect(backToCourse).toHaveAttribute('href', `/education/category/${course.id}`);
  await expectNoA11yViolations(page);
  await shots(page, 'module-completed-last');
  await backToCourse.click();
  await expect(page).toHaveURL(new RegExp(`/education/category/${course.id}$`));
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  // The certificate: a real PDF from the server with the learner's name and a code its public page confirms.
  const pdf = await downloadCertificate(page);
  expect(pdf.texts).toContain('E2E Learner');
  expect(pdf.texts).toContain(course.name);
  await page.getByRole('link', { name: 'anyone can check it here' }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${pdf.code}$`));
  await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(page.getByText('E2E Learner', { exact: true })).toBeVisible();
  await expect(page.getByText(course.name, { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, 'certificate-valid-1280');
  await page.goBack();

  // Right after a reload: percents, badges, points and buttons from the database.
  await page.reload();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toHaveCount(2);
  await expect(page.getByText('30 points earned', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Review: / })).toHaveCount(2);
  await expectNoA11yViolations(page);
  await shot(page, 'course-complete-1280');
  // Reopening a completed module: its card at 100%, the slides still to be reviewed.
  await page.getByRole('link', { name: `Review: ${quizModule.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Module Completed!' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Review Slides' }).click();
  await expect(page.getByText('Slide 2 of 2 + Quiz', { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Module progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
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
