// Certificates (issue 12): 'Download Certificate' on a finished course gives the server's PDF, again the
// same one; its public page /certificates/{code} confirms it for anyone, or says the code is unknown with
// a real 404; an unfinished course gets no certificate (API probe).
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { downloadCertificate } from './certificate-download.ts';
import { expect, expectNoA11yViolations, test, type Api, type Seed, type Session } from './fixtures.ts';
import { shot } from './learner-seed.ts';

/** A one-module course (one slide, no quiz) that the learner finishes honestly through the API. */
async function finishedCourse(seed: Seed, api: Api, session: Session) {
  const course = await seed.course({ description: 'Custody for finance teams.' });
  const module = await seed.module(course.id, { title: 'E2E Keys', points: 15 });
  await seed.slide(module.id, { title: 'Keys', content: '<p>Not your keys.</p>' });
  const token = session.access_token;
  const seen = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: module.id,
    status: 'in_progress',
    last_slide_index: 0,
  });
  expect(seen.status()).toBe(201);
  const done = await api.asUser(token, 'PATCH', `/rest/v1/user_progress?module_id=eq.${module.id}`, {
    status: 'completed',
    progress_percentage: 100,
  });
  expect(done.status()).toBeLessThan(300);
  return { course, module };
}

async function openCourse(page: Page, courseId: string): Promise<void> {
  await page.goto(`/education/category/${courseId}`);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
}

test('downloading twice gives one certificate: the same code, name, course and date', async ({
  asLearner: { page, session },
  seed,
  api,
}) => {
  const { course } = await finishedCourse(seed, api, session);
  await openCourse(page, course.id);
  await expectNoA11yViolations(page);
  const first = await downloadCertificate(page);
  expect(first.fileName).toBe(`certificate-${first.code}.pdf`);
  expect(first.texts).toEqual(expect.arrayContaining(['E2E Learner', course.name]));
  await expect(page.getByText(first.code, { exact: true })).toBeVisible();
  await shot(page, 'certificate-course-1280');

  await page.reload();
  const second = await downloadCertificate(page);
  expect(second.code).toBe(first.code);
  expect(second.texts).toEqual(first.texts);
  const stored = await api.service<unknown[]>(
    'GET',
    `/rest/v1/certificates?user_id=eq.${session.user.id}&select=verification_code`,
  );
  expect(stored).toEqual([{ verification_code: first.code }]);
});

test('the public page confirms a certificate to a visitor and never shows an e-mail', async ({
  asLearner: { page, session, user },
  browser,
  baseURL,
  seed,
  api,
}) => {
  const { course } = await finishedCourse(seed, api, session);
  await openCourse(page, course.id);
  const { code } = await downloadCertificate(page);

  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  try {
    const response = await visitor.goto(`/certificates/${code.toLowerCase()}`);
    expect(response?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(visitor.getByText('E2E Learner', { exact: true })).toBeVisible();
    await expect(visitor.getByText(course.name, { exact: true })).toBeVisible();
    await expect(visitor.getByText(code, { exact: true })).toBeVisible();
    await expect(visitor.getByText('Completed on')).toBeVisible();
    expect(await visitor.content()).not.toContain(user.email);
    await expect(visitor.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/certificates/${code}.pdf`,
    );
    await expectNoA11yViolations(visitor);
    await visitor.setViewportSize({ width: 390, height: 844 });
    await shot(visitor, 'certificate-valid-390');
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  } finally {
    await context.close();
  }
});

test('an unknown or malformed code: Certificate not found, with a real 404', async ({ page }) => {
  for (const code of ['ABCD-EFGH-JKLM', 'not-a-code']) {
    const response = await page.goto(`/certificates/${code}`);
    expect(response?.status(), code).toBe(404);
    await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expect(page.getByText(code, { exact: true })).toBeVisible();
  }
  await expectNoA11yViolations(page);
  await shot(page, 'certificate-unknown-1280');
  // Another code, typed as printed (any case, spaces around it).
  await page.getByLabel('Check another certificate').fill('  wxyz-2345-6789 ');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/certificates\/WXYZ-2345-6789$/);
  await expect(page.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
  const pdf = await page.request.get('/certificates/WXYZ-2345-6789.pdf');
  expect(pdf.status()).toBe(404);
});

test('API probe: an unfinished course gets no certificate', async ({ asLearner: { session }, seed, api }) => {
  const course = await seed.course();
  const module = await seed.module(course.id);
  await seed.slide(module.id);
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/issue_certificate', {
    category_uuid: course.id,
  });
  expect(res.ok()).toBe(false);
  expect(res.status()).toBeLessThan(500);
  const unknown = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/issue_certificate', {
    category_uuid: randomUUID(),
  });
  expect(unknown.ok()).toBe(false);
  expect(
    await api.service<unknown[]>('GET', `/rest/v1/certificates?user_id=eq.${session.user.id}&select=id`),
  ).toEqual([]);
});

test('a failed issue shows a notice and no download starts', async ({
  asLearner: { page, session },
  seed,
  api,
}) => {
  const { course } = await finishedCourse(seed, api, session);
  await page.route('**/rest/v1/rpc/issue_certificate', (route) =>
    route.fulfill({ status: 503, json: { message: 'The database is busy' } }),
  );
  await openCourse(page, course.id);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download Certificate' }).click();
  await expect(page.getByText('Could not create your certificate')).toBeVisible();
  await expect(page.getByText('The database is busy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
  expect(downloads).toBe(0);
});
