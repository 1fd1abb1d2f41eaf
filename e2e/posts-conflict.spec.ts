// Two people editing one post (issue 24): the second save is refused by the database (409, the version
// it started from is stale) and the editor shows who saved meanwhile and their version against yours,
// field by field. Nothing is overwritten until the user picks "Overwrite with mine"; "Load their version"
// drops the user's changes and shows what is stored. Two staff users, each in their own browser.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;

/** Screenshots for the visual check (SHOTS_DIR) at a phone's and a desktop's width. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  if (size) await page.setViewportSize(size);
}

const TITLE = 'This post was changed by someone else since you opened it';

interface Stored {
  title: string;
  excerpt: string | null;
  content: string | null;
  version: number;
}

const stored = async (api: Api, id: string) =>
  (
    await api.service<Stored[]>('GET', `/rest/v1/blog_posts?id=eq.${id}&select=title,excerpt,content,version`)
  )[0];

async function openEditor(page: Page, id: string): Promise<void> {
  await page.goto(`/admin/posts/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeEnabled();
}

test('the second save is refused with a comparison; Keep editing, then Overwrite with mine', async ({
  asEditor: first,
  asAdmin: second,
  api,
  seed,
}) => {
  const post = await seed.post({
    status: 'draft',
    title: 'The original title',
    excerpt: 'The original excerpt.',
    content: '<p>Bitcoin is scarce money.</p>',
  });
  await openEditor(first.page, post.id);
  await openEditor(second.page, post.id);

  // The first editor saves a new title.
  await first.page.getByLabel('Title').fill('The first editor’s title');
  await first.page.getByRole('button', { name: 'Update Post' }).click();
  await expect(first.page.getByText('Post updated successfully')).toBeVisible();
  expect(await stored(api, post.id)).toMatchObject({ title: 'The first editor’s title', version: 2 });

  // The second, still on version 1, changes the excerpt and the body, and saves: refused.
  await second.page.getByLabel('Excerpt').fill('The second editor’s excerpt.');
  await second.page.locator('.ql-editor').click();
  await second.page.keyboard.press('End');
  await second.page.keyboard.type(' And sound.');
  await second.page.getByRole('button', { name: 'Update Post' }).click();
  const dialog = second.page.getByRole('alertdialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/E2E Editor saved it on [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}\./);
  // Field by field: their saved value → mine.
  const row = (label: string) =>
    dialog.locator('dl > div').filter({ has: second.page.locator('dt', { hasText: label }) });
  await expect(row('Title').locator('del')).toContainText('The first editor’s title');
  await expect(row('Title').locator('ins')).toContainText('The original title');
  await expect(row('Excerpt').locator('del')).toContainText('The original excerpt.');
  await expect(row('Excerpt').locator('ins')).toContainText('The second editor’s excerpt.');
  await expect(dialog.getByRole('region', { name: 'Content' }).locator('ins')).toContainText('And sound.');
  // Nothing of the second editor's was written.
  expect(await stored(api, post.id)).toEqual({
    title: 'The first editor’s title',
    excerpt: 'The original excerpt.',
    content: '<p>Bitcoin is scarce money.</p>',
    version: 2,
  });
  await expectNoA11yViolations(second.page);
  await shot(second.page, 'conflict-dialog');

  // Keep editing: the dialog goes, the form keeps the second editor's work.
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(second.page.getByLabel('Excerpt')).toHaveValue('The second editor’s excerpt.');
  await expect(second.page).toHaveURL(new RegExp(`/admin/posts/${post.id}$`));

  // Saving again is refused again (still behind); Overwrite with mine then saves over version 2.
  await second.page.getByRole('button', { name: 'Update Post' }).click();
  await expect(dialog).toBeVisible();
  expect((await stored(api, post.id))?.version).toBe(2);
  await dialog.getByRole('button', { name: 'Overwrite with mine' }).click();
  await expect(second.page.getByText('Post updated successfully')).toBeVisible();
  await expect(second.page).toHaveURL(/\/admin\/posts$/);
  expect(await stored(api, post.id)).toEqual({
    title: 'The original title',
    excerpt: 'The second editor’s excerpt.',
    content: '<p>Bitcoin is scarce money. And sound.</p>',
    version: 3,
  });
  // Both saves are in the history, the overwrite by the second editor.
  const revisions = await api.service<Array<{ created_by_name: string; post_version: number }>>(
    'GET',
    `/rest/v1/post_revisions?post_id=eq.${post.id}&select=created_by_name,post_version&order=revision_number`,
  );
  expect(revisions.slice(-2)).toEqual([
    { created_by_name: 'E2E Editor', post_version: 2 },
    { created_by_name: 'E2E Admin', post_version: 3 },
  ]);
});

test('Load their version drops mine (form and autosave) and saves on top of theirs afterwards', async ({
  asEditor: first,
  asAdmin: second,
  api,
  seed,
}) => {
  const post = await seed.post({ status: 'draft', title: 'Shared draft', content: '<p>First words.</p>' });
  await openEditor(first.page, post.id);
  await openEditor(second.page, post.id);
  await first.page.locator('.ql-editor').click();
  await first.page.keyboard.press('End');
  await first.page.keyboard.type(' Their addition.');
  await first.page.getByRole('button', { name: 'Update Post' }).click();
  await expect(first.page.getByText('Post updated successfully')).toBeVisible();

  await second.page.getByLabel('Title').fill('My title that goes');
  await expect(second.page.getByTestId('autosave-state')).toHaveText(/^Saved at/);
  await second.page.getByRole('button', { name: 'Update Post' }).click();
  const dialog = second.page.getByRole('alertdialog', { name: TITLE });
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(second.page.getByLabel('Title')).toHaveValue('Shared draft');
  await expect(second.page.locator('.ql-editor')).toHaveText('First words. Their addition.');
  expect(await api.service('GET', `/rest/v1/post_autosaves?user_id=eq.${second.user.id}&select=id`)).toEqual(
    [],
  );

  // Now on their version: a save goes through and keeps their words.
  await second.page.getByLabel('Excerpt').fill('Added on top of theirs.');
  await second.page.getByRole('button', { name: 'Update Post' }).click();
  await expect(second.page.getByText('Post updated successfully')).toBeVisible();
  expect(await stored(api, post.id)).toEqual({
    title: 'Shared draft',
    excerpt: 'Added on top of theirs.',
    content: '<p>First words. Their addition.</p>',
    version: 3,
  });
});
