// A post's revision history in the editor (issue 24): the History panel lists what the database recorded
// (what happened, the status change, who, when), compares two versions as a readable diff (changed fields,
// the body's words added and removed, for the eye and for screen readers), restores a revision after a
// confirmation (the editor, the history and the live page follow), refuses a restore over someone else's
// newer save, and stays within RLS: a contributor sees only their own drafts' history.
// Screenshots at 1280 and 390 px go to SHOTS_DIR when it is set (never into the repository).
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api, type TestUser } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** SPEC's 'MMM dd, yyyy' and the time, e.g. "Nov 28, 2026, 14:03". */
const WHEN = /[A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}/;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const V1 = {
  title: 'Cold storage basics',
  excerpt: 'Keys offline.',
  content: '<p>The quick brown fox jumps over the lazy dog.</p><p>Keep a backup of the seed.</p>',
};
const V2 = {
  title: 'Cold storage, explained',
  content: '<p>The slow brown fox leaps over the lazy dog.</p><p>Keep a backup of the seed.</p>',
};

/**
 * A post written by `user` through the data API as that user (so the history names them): created as a
 * draft, saved twice with changes, then published — revisions 1 to 4.
 */
async function postWithHistory(
  api: Api,
  user: TestUser,
  token: string,
): Promise<{ id: string; slug: string }> {
  const slug = `revisions-${uniq()}`;
  const write = async (method: 'POST' | 'PATCH', path: string, data: Record<string, unknown>) => {
    const res = await api.asUser(token, method, path, data);
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  };
  await write('POST', '/rest/v1/blog_posts', { ...V1, slug, status: 'draft', author_id: user.id });
  const [row] = await api.service<{ id: string }[]>('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=id`);
  const at = `/rest/v1/blog_posts?id=eq.${row!.id}`;
  await write('PATCH', at, V2);
  await write('PATCH', at, { excerpt: 'Keep your keys offline.' });
  await write('PATCH', at, { status: 'published', publish_date: new Date().toISOString() });
  return { id: row!.id, slug };
}

const removePost = (api: Api, id: string) => api.service('DELETE', `/rest/v1/blog_posts?id=eq.${id}`);

const historyPanel = (page: Page) => page.getByRole('dialog', { name: 'Revision history' });
const revisionItems = (panel: Locator) =>
  panel.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
const revisionButton = (panel: Locator, n: number) =>
  panel.getByRole('button', { name: new RegExp(`^Revision ${n} `) });

async function compareWith(page: Page, panel: Locator, option: string | RegExp): Promise<void> {
  await panel.getByRole('combobox', { name: 'Compare with' }).click();
  await page.getByRole('option', { name: option }).click();
}

test('History lists the revisions, shows a readable diff and restores revision 1 onto the live post', async ({
  asEditor: { page, user, session },
  api,
}) => {
  test.slow(); // a post's whole history, a restore and the public page
  const post = await postWithHistory(api, user, session.access_token);
  try {
    await page.goto(`/admin/posts/${post.id}`);
    await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
    // A live post keeps SPEC's 'Preview' (its public page); the history is beside it.
    await expect(page.getByRole('link', { name: /^Preview \(opens in a new tab\)$/ })).toHaveAttribute(
      'href',
      `/blog/${post.slug}`,
    );
    await shot(page, 'revisions-editor-1280');
    await page.getByRole('button', { name: 'History' }).click();
    const panel = historyPanel(page);
    await expect(panel).toBeVisible();

    // Newest first: number, what happened, the status change, who and when.
    const items = revisionItems(panel);
    await expect(items).toHaveCount(4);
    const expected = [
      ['Revision 4', 'Published', 'Draft → Live'],
      ['Revision 3', 'Saved', 'Draft'],
      ['Revision 2', 'Saved', 'Draft'],
      ['Revision 1', 'Created', 'Draft'],
    ];
    for (const [i, texts] of expected.entries()) {
      for (const text of texts) await expect(items.nth(i)).toContainText(text);
      await expect(items.nth(i)).toContainText(user.fullName);
      await expect(items.nth(i)).toContainText(WHEN);
    }
    await expect(items.nth(3)).not.toContainText('→');

    // The newest is chosen first, against the one before it: the publish.
    await expect(panel.getByRole('heading', { name: 'Revision 4', level: 3 })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Changes from Revision 3 to Revision 4' })).toBeVisible();
    const fields = panel.locator('dl');
    await expect(fields.locator('dt')).toHaveText(['Status', 'Publish date']);
    await expect(fields.locator('dd').first().locator('del')).toHaveText('[removed: Draft]');
    await expect(fields.locator('dd').first().locator('ins')).toHaveText('[added: Live]');

    // Revision 2 against revision 1: the new title, the words replaced, nothing else.
    await revisionButton(panel, 2).click();
    await expect(revisionButton(panel, 2)).toHaveAttribute('aria-current', 'true');
    await expect(panel.getByRole('heading', { name: 'Changes from Revision 1 to Revision 2' })).toBeVisible();
    await expect(fields.locator('dt')).toHaveText(['Title']);
    await expect(fields.locator('del')).toContainText(V1.title);
    await expect(fields.locator('ins')).toContainText(V2.title);
    const content = panel.getByRole('region', { name: 'Content' });
    // Marked for the eye (strike / underline) and in words for screen readers.
    await expect(content.locator('del')).toHaveText(['[removed: quick]', '[removed: jumps]']);
    await expect(content.locator('ins')).toHaveText(['[added: slow]', '[added: leaps]']);
    await expect(content.locator('del').first()).toHaveCSS('text-decoration-line', 'line-through');
    await expect(content.locator('ins').first()).toHaveCSS('text-decoration-line', 'underline');
    await expect(content.locator('del .sr-only').first()).toHaveText('[removed: ');
    await expect(content).toContainText('Keep a backup of the seed.');
    await shot(page, 'revisions-diff-1280');
    await expectNoA11yViolations(page);

    // Against the current post: the later excerpt and status show too.
    await compareWith(page, panel, 'The current post');
    await expect(
      panel.getByRole('heading', { name: 'Changes from Revision 2 to the current post' }),
    ).toBeVisible();
    await expect(fields.locator('dt')).toHaveText(['Status', 'Publish date', 'Excerpt']);
    await expect(panel.getByRole('region', { name: 'Content' })).toHaveCount(0);
    // Any two revisions: 4 against 2 reads from the older to the newer.
    await compareWith(page, panel, /^Revision 4/);
    await expect(panel.getByRole('heading', { name: 'Changes from Revision 2 to Revision 4' })).toBeVisible();

    // Restore revision 1, after saying what will happen.
    await revisionButton(panel, 1).click();
    await panel.getByRole('button', { name: 'Restore revision 1' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore revision 1?' });
    await expect(confirm).toContainText('Its status stays Live: the public page changes at once.');
    await expect(confirm).toContainText('Edits you have not saved in the form are lost.');
    await shot(page, 'revisions-confirm-1280');
    await expectNoA11yViolations(page);
    await confirm.getByRole('button', { name: 'Restore revision 1' }).click();
    await expect(panel.getByText('Revision 1 restored. The editor now shows its text.')).toBeVisible();
    await expect(page.getByText('Revision 1 restored', { exact: true })).toBeAttached();
    await expect(panel.getByRole('heading', { name: 'Revision 1', level: 3 })).toBeFocused();
    await expect(items).toHaveCount(5);
    await expect(items.first()).toContainText('Revision 5');
    await expect(items.first()).toContainText('Restored from revision 1');
    await expect(items.first()).toContainText('Live');
    await expect(panel.getByText('The post’s text already matches this revision.')).toBeVisible();
    await shot(page, 'revisions-restored-1280');

    // The editor holds the restored text; the live page shows it at once.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(V1.title);
    await expect(page.locator('.ql-editor')).toContainText('The quick brown fox jumps');
    const stored = await api.service<{ title: string; status: string; version: number }[]>(
      'GET',
      `/rest/v1/blog_posts?id=eq.${post.id}&select=title,status,version`,
    );
    expect(stored[0]).toMatchObject({ title: V1.title, status: 'published', version: 5 });
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { name: V1.title, level: 1 })).toBeVisible();
    await expect(page.getByText('The quick brown fox jumps over the lazy dog.')).toBeVisible();
  } finally {
    await removePost(api, post.id);
  }
});

test('at phone width the history shows the list, then one revision, and back', async ({
  asEditor: { page, user, session },
  api,
}) => {
  const post = await postWithHistory(api, user, session.access_token);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/posts/${post.id}`);
    await expect(page.getByRole('button', { name: 'History' })).toBeVisible();
    await shot(page, 'revisions-editor-390');
    await page.getByRole('button', { name: 'History' }).click();
    const panel = historyPanel(page);
    await expect(revisionItems(panel)).toHaveCount(4);
    await expect(panel.getByRole('heading', { name: 'Revision 4', level: 3 })).toBeHidden();
    await shot(page, 'revisions-list-390');
    await expectNoA11yViolations(page);

    await revisionButton(panel, 2).click();
    const heading = panel.getByRole('heading', { name: 'Revision 2', level: 3 });
    await expect(heading).toBeFocused();
    await expect(revisionItems(panel).first()).toBeHidden();
    await expect(panel.getByRole('region', { name: 'Content' }).locator('ins')).toHaveText([
      '[added: slow]',
      '[added: leaps]',
    ]);
    await shot(page, 'revisions-diff-390');
    await expectNoA11yViolations(page);

    await panel.getByRole('button', { name: 'All revisions' }).click();
    await expect(revisionButton(panel, 2)).toBeFocused();
    await expect(heading).toBeHidden();
  } finally {
    await removePost(api, post.id);
  }
});

test('a restore over a save made since the editor opened is refused, and the history shows that save', async ({
  asEditor: { page, user, session },
  api,
}) => {
  const post = await postWithHistory(api, user, session.access_token);
  try {
    await page.goto(`/admin/posts/${post.id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const panel = historyPanel(page);
    await expect(revisionItems(panel)).toHaveCount(4);

    // Someone else saves meanwhile (version 4 → 5).
    const res = await api.asUser(session.access_token, 'PATCH', `/rest/v1/blog_posts?id=eq.${post.id}`, {
      excerpt: 'Changed in another tab.',
    });
    expect(res.ok()).toBe(true);

    await revisionButton(panel, 1).click();
    await panel.getByRole('button', { name: 'Restore revision 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Restore revision 1?' })
      .getByRole('button', { name: 'Restore revision 1' })
      .click();
    await expect(
      panel.getByText('Revision 1 was not restored: this post was changed since you opened it.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(revisionItems(panel)).toHaveCount(5);
    await expect(revisionItems(panel).first()).toContainText('Revision 5');
    // Nothing was restored, and the form kept what it had.
    const [stored] = await api.service<{ title: string }[]>(
      'GET',
      `/rest/v1/blog_posts?id=eq.${post.id}&select=title`,
    );
    expect(stored?.title).toBe(V2.title);
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(V2.title);
  } finally {
    await removePost(api, post.id);
  }
});

test("a contributor sees their own draft's history, never another user's", async ({
  asContributor: { page, user, session },
  seed,
  api,
}) => {
  const slug = `contributor-history-${uniq()}`;
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/blog_posts', {
    title: 'My own draft',
    slug,
    content: '<p>First words.</p>',
    status: 'draft',
    author_id: user.id,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const [own] = await api.service<{ id: string }[]>('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=id`);
  const others = await seed.post({ title: `Someone else's post ${uniq()}` });
  try {
    await page.goto(`/admin/posts/${own!.id}`);
    await page.getByRole('button', { name: 'History' }).click();
    const items = revisionItems(historyPanel(page));
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Created');
    await expect(items.first()).toContainText(user.fullName);
    await page.keyboard.press('Escape');

    // Another user's post: read-only, no history in the screen or through the API.
    await page.goto(`/admin/posts/${others.id}`);
    await expect(page.getByText('You can edit only your own drafts.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'History' })).toHaveCount(0);
    const read = await api.asUser(
      session.access_token,
      'GET',
      `/rest/v1/post_revisions?post_id=eq.${others.id}&select=id`,
    );
    expect(read.status()).toBe(200);
    expect(await read.json()).toEqual([]);
    // And a restore of one of its revisions is refused.
    const [revision] = await api.service<{ id: string }[]>(
      'GET',
      `/rest/v1/post_revisions?post_id=eq.${others.id}&select=id`,
    );
    const restore = await api.asUser(session.access_token, 'POST', '/rest/v1/rpc/restore_post_revision', {
      revision_id: revision!.id,
      expected_version: 1,
    });
    expect(restore.ok()).toBe(false);
  } finally {
    await removePost(api, own!.id);
  }
});
