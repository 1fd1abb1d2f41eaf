// Issue 11's "done when": a course built on /admin/education is what the learner screens show. An editor
// creates the course, a module and a slide through the dialogs; a learner then finds them on /education,
// the course page and the module player.
import type { Locator, Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures.ts';

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Removes what the editor made (the course; its modules and slides go with it). */
async function removeCourse(api: Api, name: string) {
  await api.service('DELETE', `/rest/v1/education_categories?name=eq.${encodeURIComponent(name)}`);
}

test('a course built through the admin dialogs is what a learner takes', async ({
  asEditor: { page: editor },
  asLearner: { page: learner },
  api,
}) => {
  const stamp = Date.now().toString(36);
  const name = `E2E built ${stamp}`;
  const title = `E2E built module ${stamp}`;
  try {
    await editor.goto('/admin/education');
    await editor.getByRole('button', { name: 'Create Course' }).click();
    const course = editor.getByRole('dialog', { name: 'Create Course' });
    await course.getByLabel('Course Name').fill(name);
    await course.getByLabel('Description').fill('Treasury custody, step by step.');
    await course.getByRole('button', { name: 'Create Course' }).click();
    await expect(editor.getByText('Category created successfully')).toBeVisible();

    await editor.getByRole('tab', { name: 'Module Management' }).click();
    await editor.getByRole('button', { name: 'Create Module' }).click();
    const module = editor.getByRole('dialog', { name: 'Create Module' });
    await pick(editor, module, 'Course', name);
    await module.getByLabel('Title', { exact: true }).fill(title);
    await module.getByLabel('Description', { exact: true }).fill('Who holds the keys.');
    await module.getByLabel('Duration (minutes)').fill('25');
    await module.getByLabel('Points').fill('40');
    await module.getByRole('button', { name: 'Create Module' }).click();
    await expect(editor.getByText('Module created successfully')).toBeVisible();

    await editor.getByRole('button', { name: `Slides of ${title}` }).click();
    const manage = editor.getByRole('dialog', { name: `Manage Slides: ${title}` });
    await manage.getByRole('button', { name: 'Add Slide' }).click();
    const slide = editor.getByRole('dialog', { name: 'Add Slide' });
    await slide.getByLabel('Title', { exact: true }).fill('Multi-signature');
    await slide.getByRole('textbox', { name: 'Content' }).click();
    await editor.keyboard.type('Two of three keys sign.');
    await slide.getByLabel('Footnotes').fill('Source: the firm');
    await slide.getByRole('button', { name: 'Add Slide' }).click();
    await expect(editor.getByText('Slide created successfully')).toBeVisible();
    await manage.getByRole('button', { name: 'Close' }).click();

    // New courses and modules are drafts: learners see them once both are published (issue 25).
    await editor.getByRole('button', { name: `Publish module: ${title}` }).click();
    await expect(editor.getByText('Module published')).toBeVisible();
    await editor.getByRole('tab', { name: 'Course Management' }).click();
    await editor.getByRole('button', { name: `Publish course: ${name}` }).click();
    await expect(editor.getByText('Course published')).toBeVisible();

    // The learner's side.
    await learner.goto('/education');
    const card = learner.locator('[data-slot="card"]').filter({ hasText: name });
    await expect(card.getByText('Treasury custody, step by step.')).toBeVisible();
    await expect(card.getByText('1 module', { exact: true })).toBeVisible();
    await expect(card.getByText('25 min', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Start Course' }).click();
    await expect(learner.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(learner.getByText('Who holds the keys.')).toBeVisible();
    await expect(learner.getByText('40 points', { exact: true })).toBeVisible();
    await learner.getByRole('link', { name: `Start: ${title}` }).click();
    await expect(learner.getByRole('heading', { name: 'Multi-signature' })).toBeVisible();
    await expect(learner.getByText('Two of three keys sign.')).toBeVisible();
    await expect(learner.getByText('Source: the firm')).toBeVisible();
    await expect(learner.getByText('Slide 1 of 1', { exact: true })).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Complete Module' })).toBeVisible();
  } finally {
    await removeCourse(api, name);
  }
});
