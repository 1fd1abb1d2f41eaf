// Course lifecycle (issue 25): a new course is a draft learners can't see; staff preview it as a learner
// with a banner, publish it, and then learners take it. A course with an issued certificate cannot be
// deleted: the dialog offers to archive it, which hides it from learners while the certificate still
// verifies; "Restore" brings it back.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api, type Seed, type Session } from './fixtures.ts';
import { shot } from './learner-seed.ts';

const PREVIEW = "Preview — learners can't see this course yet";

async function adminCourses(page: Page): Promise<void> {
  await page.goto('/admin/education');
  await expect(page.getByRole('heading', { name: 'Courses', exact: true })).toBeVisible();
}

test("a new course is a draft learners can't see; staff preview it with a banner", async ({
  asEditor: { page: editor },
  asLearner: { page: learner },
  api,
}) => {
  test.slow(); // two people, a dialog, the course and module previews, two a11y checks
  const name = `E2E draft ${Date.now().toString(36)}`;
  const title = `E2E draft module ${Date.now().toString(36)}`;
  try {
    await adminCourses(editor);
    await editor.getByRole('button', { name: 'Create Course' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Create Course' });
    await expect(
      dialog.getByText("It starts as a draft: learners can't see it until you publish it."),
    ).toBeVisible();
    await dialog.getByLabel('Course Name').fill(name);
    await dialog.getByLabel('Description').fill('Custody for finance teams.');
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await expect(editor.getByText('Category created successfully')).toBeVisible();
    const card = editor.getByRole('group', { name, exact: true });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await expect(card.getByText("Learners can't see this course yet.")).toBeVisible();
    const [stored] = await api.service<{ id: string; status: string }[]>(
      'GET',
      `/rest/v1/education_categories?name=eq.${encodeURIComponent(name)}&select=id,status`,
    );
    expect(stored?.status).toBe('draft');
    const courseId = stored?.id as string;
    // A published module with a slide, so the preview and the learner have something to open.
    const [mod] = await api.service<{ id: string }[]>('POST', '/rest/v1/education_modules', {
      category_id: courseId,
      title,
      status: 'published',
    });
    await api.service('POST', '/rest/v1/module_slides', {
      module_id: mod?.id,
      title: 'Keys',
      content: '<p>Not your keys.</p>',
    });
    await expectNoA11yViolations(editor);
    await shot(editor, 'course-admin-draft-1280');

    // The learner: not in the catalogue, and its address is "Category not found".
    await learner.goto('/education');
    await expect(learner.getByRole('heading', { level: 1, name: 'Bitcoin Education' })).toBeVisible();
    await expect(learner.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(learner.getByText(name, { exact: true })).toHaveCount(0);
    await learner.goto(`/education/category/${courseId}`);
    await expect(learner.getByRole('heading', { name: 'Category not found' })).toBeVisible();
    await learner.goto(`/education/module/${mod?.id}`);
    await expect(learner.getByRole('heading', { name: 'Module not found' })).toBeVisible();

    // Staff preview it as a learner would see it, with the banner, and the module too.
    await card.getByRole('link', { name: `Preview as learner: ${name}` }).click();
    await expect(editor.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(editor.getByRole('status').filter({ hasText: PREVIEW })).toBeVisible();
    await expectNoA11yViolations(editor);
    await shot(editor, 'course-preview-1280');
    await editor.setViewportSize({ width: 390, height: 844 });
    await shot(editor, 'course-preview-390');
    await editor.setViewportSize({ width: 1280, height: 800 });
    await editor.getByRole('link', { name: `Start: ${title}` }).click();
    await expect(editor.getByRole('heading', { name: 'Keys' })).toBeVisible();
    await expect(editor.getByRole('status').filter({ hasText: PREVIEW })).toBeVisible();
  } finally {
    await api.service('DELETE', `/rest/v1/education_categories?name=eq.${encodeURIComponent(name)}`);
  }
});

test('publishing shows a draft course to learners; unpublishing its module hides the module again', async ({
  asEditor: { page: editor },
  asLearner: { page: learner },
  seed,
}) => {
  const course = await seed.course({ status: 'draft' });
  const module = await seed.module(course.id);
  await seed.slide(module.id);
  const name = course.name;
  await adminCourses(editor);
  const card = editor.getByRole('group', { name, exact: true });
  await card.getByRole('button', { name: `Publish course: ${name}` }).click();
  await expect(editor.getByText('Course published')).toBeVisible();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Unpublish course: ${name}` })).toBeVisible();
  await learner.goto('/education');
  await expect(learner.getByText(name, { exact: true })).toBeVisible();
  await learner.goto(`/education/category/${course.id}`);
  await expect(learner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(learner.getByRole('link', { name: `Start: ${module.title}` })).toBeVisible();
  await expect(learner.getByText(PREVIEW)).toHaveCount(0);

  // Unpublishing the module hides it from the learner again; the course stays.
  await editor.getByRole('tab', { name: 'Module Management' }).click();
  await editor.getByRole('button', { name: `Unpublish module: ${module.title}` }).click();
  await expect(editor.getByText('Module unpublished')).toBeVisible();
  await expect(
    editor.getByRole('group', { name: module.title }).getByText("Learners can't see this module yet."),
  ).toBeVisible();
  await learner.reload();
  await expect(learner.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(learner.getByText('This course has no modules yet.')).toBeVisible();
});

/** A one-module course the learner finished through the API, with its certificate issued. */
async function certifiedCourse(seed: Seed, api: Api, session: Session) {
  const course = await seed.course({ description: 'Treasury custody.' });
  const module = await seed.module(course.id, { title: 'E2E Keys' });
  await seed.slide(module.id, { title: 'Keys', content: '<p>Not your keys.</p>' });
  const token = session.access_token;
  const seen = await api.asUser(token, 'POST', '/rest/v1/user_progress', {
    user_id: session.user.id,
    module_id: module.id,
    status: 'completed',
    last_slide_index: 0,
  });
  expect(seen.status()).toBe(201);
  const issued = await api.asUser(token, 'POST', '/rest/v1/rpc/issue_certificate', {
    category_uuid: course.id,
  });
  expect(issued.status()).toBe(200);
  const { verification_code: code } = (await issued.json()) as { verification_code: string };
  return { course, code };
}

test('a course with an issued certificate is archived instead of deleted, and its certificate still verifies', async ({
  asEditor: { page: editor },
  asLearner: { page: learner, session },
  seed,
  api,
}) => {
  test.slow(); // a learner's certificate, the dialog, the admin list, the learner and a visitor's page
  const { course, code } = await certifiedCourse(seed, api, session);
  await adminCourses(editor);
  const card = editor.getByRole('group', { name: course.name, exact: true });
  await card.getByRole('button', { name: `Delete ${course.name}` }).click();
  const dialog = editor.getByRole('alertdialog', { name: 'Archive Course' });
  await expect(
    dialog.getByText(/^1 certificate was issued for this course, so it cannot be deleted/),
  ).toBeVisible();
  await expect(dialog.getByText(/learners no longer see it, its certificates stay valid/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(editor);
  await shot(editor, 'course-archive-dialog-1280');
  await editor.setViewportSize({ width: 390, height: 844 });
  await shot(editor, 'course-archive-dialog-390');
  await editor.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Archive course' }).click();
  await expect(editor.getByText('Course archived')).toBeVisible();

  // Listed apart.
  const archived = editor.getByRole('region', { name: 'Archived courses' });
  await expect(archived.getByRole('group', { name: course.name })).toBeVisible();
  await expect(editor.getByRole('button', { name: `Reorder ${course.name}` })).toHaveCount(0);
  await expectNoA11yViolations(editor);
  await shot(editor, 'course-admin-archived-1280');
  await editor.setViewportSize({ width: 390, height: 844 });
  await shot(editor, 'course-admin-archived-390');
  await editor.setViewportSize({ width: 1280, height: 800 });

  // Gone for the learner; the certificate still verifies for anyone.
  await learner.goto('/education');
  await expect(learner.getByRole('heading', { level: 1, name: 'Bitcoin Education' })).toBeVisible();
  await expect(learner.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(learner.getByText(course.name, { exact: true })).toHaveCount(0);
  await learner.goto(`/education/category/${course.id}`);
  await expect(learner.getByRole('heading', { name: 'Category not found' })).toBeVisible();
  const response = await learner.goto(`/certificates/${code}`);
  expect(response?.status()).toBe(200);
  await expect(learner.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(learner.getByText(course.name, { exact: true })).toBeVisible();
  const pdf = await learner.request.get(`/certificates/${code}.pdf`);
  expect(pdf.status()).toBe(200);
});

test('an archived course is restored from its own list; a delete sent anyway is refused in words', async ({
  asEditor: { page: editor, session: editorSession },
  asLearner: { page: learner, session },
  seed,
  api,
}) => {
  const { course } = await certifiedCourse(seed, api, session);
  await api.service('PATCH', `/rest/v1/education_categories?id=eq.${course.id}`, {
    archived_at: new Date().toISOString(),
  });
  await adminCourses(editor);
  const archived = editor.getByRole('region', { name: 'Archived courses' });
  await expect(archived.getByRole('group', { name: course.name })).toBeVisible();

  // A delete sent anyway is refused by the database, in words.
  const refused = await api.asUser(
    editorSession.access_token,
    'DELETE',
    `/rest/v1/education_categories?id=eq.${course.id}`,
  );
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    code: 'PT409',
    message: 'This course has issued certificates; archive it instead',
  });

  // Restore: back in the grid and for the learner.
  await archived.getByRole('button', { name: `Restore course: ${course.name}` }).click();
  await expect(editor.getByText('Course restored')).toBeVisible();
  await expect(archived.getByRole('group', { name: course.name })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: `Reorder ${course.name}` })).toBeVisible();
  await learner.goto(`/education/category/${course.id}`);
  await expect(learner.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
});
