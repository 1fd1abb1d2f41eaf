// Autosave in the post editor (issue 24): what is typed goes to public.post_autosaves a moment after the
// last change ("Saving…", "Saved at HH:mm"), never to blog_posts; reopening the editor offers it back
// ("You have unsaved changes from …": Restore them / Discard); a failed autosave says why and retries; the
// browser keeps a copy meanwhile. Users, posts and autosaves are made and removed by the fixtures.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;

/** Screenshots for the visual check (SHOTS_DIR) at a phone's and a desktop's width. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

const AUTOSAVES = '**/rest/v1/post_autosaves*';
const state = (page: Page) => page.getByTestId('autosave-state');
const banner = (page: Page) => page.getByRole('region', { name: /^You have unsaved changes from / });

interface AutosaveRow {
  post_id: string | null;
  base_version: number | null;
  fields: Record<string, string>;
}

const autosavesOf = (api: Api, userId: string) =>
  api.service<AutosaveRow[]>(
    'GET',
    `/rest/v1/post_autosaves?user_id=eq.${userId}&select=post_id,base_version,fields`,
  );

/** Holds every autosave request until `release()`: "Saving…" stays on screen until then. */
async function holdAutosaves(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(AUTOSAVES, async (route) => {
    await gate;
    await route.continue();
  });
  return { release };
}

/** Opens the editor and waits until it has asked the server for this user's autosave. */
async function openEditor(page: Page, path: string): Promise<void> {
  const asked = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/post_autosaves') && r.request().method() === 'GET',
  );
  await page.goto(path);
  await asked;
}

/** A reload with unsaved changes: the browser asks first (beforeunload); the test agrees to leave. */
async function reloadEditor(page: Page): Promise<void> {
  const leave = (dialog: { accept(): Promise<void> }) => void dialog.accept();
  page.on('dialog', leave);
  const asked = page.waitForResponse(
    (r) => r.url().includes('/rest/v1/post_autosaves') && r.request().method() === 'GET',
  );
  await page.reload();
  await asked;
  page.off('dialog', leave);
}

test('a new post: autosaved as you type, offered back after a reload, restored and created', async ({
  asEditor: { page, user },
  api,
}) => {
  const title = `Autosaved new post ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  try {
    await openEditor(page, '/admin/posts/new');
    await expect(state(page)).toHaveText('');
    const held = await holdAutosaves(page);
    await page.getByLabel('Title').fill(title);
    await expect(state(page)).toHaveText('Saving…');
    held.release();
    await expect(state(page)).toHaveText(/^Saved at \d{2}:\d{2}$/);
    await shot(page, 'autosave-saved');
    // In the user's autosave only: no post exists yet.
    expect(await autosavesOf(api, user.id)).toEqual([
      {
        post_id: null,
        base_version: null,
        fields: expect.objectContaining({ title, slug, status: 'draft' }),
      },
    ]);
    expect(await api.service('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=id`)).toEqual([]);

    await reloadEditor(page);
    await expect(banner(page)).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('');
    await expectNoA11yViolations(page);
    await shot(page, 'autosave-banner-new');
    await banner(page).getByRole('button', { name: 'Restore them' }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expect(page.getByLabel('URL Slug')).toHaveValue(slug);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Post created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    expect(await api.service('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=title,status`)).toEqual([
      { title, status: 'draft' },
    ]);
    // The explicit save removed the autosave: nothing is offered any more.
    expect(await autosavesOf(api, user.id)).toEqual([]);
    await openEditor(page, '/admin/posts/new');
    await expect(page.getByRole('heading', { name: 'Create New Post', level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  } finally {
    await api.service('DELETE', `/rest/v1/blog_posts?slug=eq.${slug}`);
  }
});

test('an existing post: Restore them then Update Post saves the changes; Discard removes them', async ({
  asEditor: { page, user },
  api,
  seed,
}) => {
  const post = await seed.post({
    status: 'draft',
    excerpt: 'The stored excerpt.',
    content: '<p>Stored body.</p>',
  });
  await openEditor(page, `/admin/posts/${post.id}`);
  await page.getByLabel('Excerpt').fill('An autosaved excerpt.');
  await page.locator('.ql-editor').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' Typed later.');
  await expect(state(page)).toHaveText(/^Saved at \d{2}:\d{2}$/);
  expect(await autosavesOf(api, user.id)).toEqual([
    {
      post_id: post.id,
      base_version: 1,
      fields: expect.objectContaining({
        excerpt: 'An autosaved excerpt.',
        content: '<p>Stored body. Typed later.</p>',
      }),
    },
  ]);
  // Nothing public changed.
  expect(
    await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=excerpt,content,version`),
  ).toEqual([{ excerpt: 'The stored excerpt.', content: '<p>Stored body.</p>', version: 1 }]);

  await reloadEditor(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).not.toContainText('changed since');
  await expect(page.getByLabel('Excerpt')).toHaveValue('The stored excerpt.');
  await shot(page, 'autosave-banner');
  await banner(page).getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue('An autosaved excerpt.');
  await expect(page.locator('.ql-editor')).toHaveText('Stored body. Typed later.');
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expect(page.getByText('Post updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect(await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=excerpt,content`)).toEqual([
    { excerpt: 'An autosaved excerpt.', content: '<p>Stored body. Typed later.</p>' },
  ]);
  expect(await autosavesOf(api, user.id)).toEqual([]);
  await openEditor(page, `/admin/posts/${post.id}`);
  await expect(page.getByLabel('Excerpt')).toHaveValue('An autosaved excerpt.');
  await expect(banner(page)).toHaveCount(0);

  // Discard: the changes go, on the server and in the browser.
  await page.getByLabel('Excerpt').fill('An excerpt to throw away.');
  await expect(state(page)).toHaveText(/^Saved at/);
  await reloadEditor(page);
  await banner(page).getByRole('button', { name: 'Discard' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByLabel('Excerpt')).toHaveValue('An autosaved excerpt.');
  expect(await autosavesOf(api, user.id)).toEqual([]);
  await openEditor(page, `/admin/posts/${post.id}`);
  await expect(page.getByLabel('Excerpt')).toHaveValue('An autosaved excerpt.');
  await expect(banner(page)).toHaveCount(0);
});

test('leaving the editor: the question says truthfully whether the changes are kept; kept ones come back', async ({
  asEditor: { page },
  api,
  seed,
}) => {
  const post = await seed.post({ status: 'draft', excerpt: 'The stored excerpt.' });
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await openEditor(page, `/admin/posts/${post.id}`);
  await page.getByLabel('Excerpt').fill('Changes left behind.');
  await expect(state(page)).toHaveText(/^Saved at/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(ask).toContainText(
    'Your latest changes are kept as an unsaved draft on this device and account, and offered when you open this post again; they are not published.',
  );
  await expect(ask).not.toContainText('will be lost');
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  expect(await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=excerpt`)).toEqual([
    { excerpt: 'The stored excerpt.' },
  ]);

  await openEditor(page, `/admin/posts/${post.id}`);
  await expect(banner(page)).toBeVisible();
  // Until Restore them / Discard is answered nothing is autosaved: leaving now would lose what is typed.
  await page.getByLabel('Title').fill('Typed before answering');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(ask).toContainText(
    'These changes are not kept: autosave waits until you restore or discard your earlier changes. If you leave now, they will be lost.',
  );
  await ask.getByRole('button', { name: 'Stay' }).click();
  await banner(page).getByRole('button', { name: 'Restore them' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue('Changes left behind.');
});

test('a failed autosave says why and retries; the browser keeps the changes; the public page never changes', async ({
  asEditor: { page, user },
  api,
  seed,
  request,
}) => {
  const post = await seed.post({ title: 'A live post that stays as it is' });
  const publicTitle = async () => {
    const res = await request.get(`/blog/${post.slug}`);
    expect(res.status()).toBe(200);
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(await res.text())?.[1];
  };
  const localCopy = () =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { fields: { title: string } } | null,
      `post-autosave:${user.id}:${post.id}`,
    );
  await openEditor(page, `/admin/posts/${post.id}`);

  // The server cannot be reached.
  await page.route(AUTOSAVES, (route) => route.abort('connectionrefused'));
  await page.getByLabel('Title').fill('Changed with the server away');
  await expect(state(page)).toHaveText('Not saved — the server cannot be reached. Retrying…');
  expect((await localCopy())?.fields.title).toBe('Changed with the server away');
  await shot(page, 'autosave-failed');

  // The session ended (the API answers 401).
  await page.unroute(AUTOSAVES);
  await page.route(AUTOSAVES, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null }),
    }),
  );
  await page.getByLabel('Title').fill('Changed while signed out');
  await expect(state(page)).toHaveText(
    'Not saved — your session has expired; sign in again in another tab. Retrying…',
  );
  await page.unroute(AUTOSAVES);

  // Offline: said so, kept in the browser, sent when the browser is back online.
  await page.context().setOffline(true);
  await page.getByLabel('Title').fill('Changed while offline');
  await expect(state(page)).toHaveText('Not saved — you are offline. Retrying…');
  expect((await localCopy())?.fields.title).toBe('Changed while offline');
  // Leaving now: the question says where the changes are kept, and where not.
  await page.getByRole('link', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toContainText(
    'Your latest changes are kept as an unsaved draft in this browser only (not on your account: you are offline), and offered when you open this post here again; they are not published.',
  );
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toHaveCount(0);
  expect(await publicTitle()).toBe('A live post that stays as it is');
  await page.context().setOffline(false);
  await expect(state(page)).toHaveText(/^Saved at \d{2}:\d{2}$/);
  expect(await autosavesOf(api, user.id)).toEqual([
    expect.objectContaining({
      post_id: post.id,
      fields: expect.objectContaining({ title: 'Changed while offline' }),
    }),
  ]);
  // The server has it: the browser's copy is gone; the post and its public page are as they were.
  expect(await localCopy()).toBeNull();
  expect(await api.service('GET', `/rest/v1/blog_posts?id=eq.${post.id}&select=title,version`)).toEqual([
    { title: 'A live post that stays as it is', version: 1 },
  ]);
  expect(await publicTitle()).toBe('A live post that stays as it is');
});

test('a copy kept only in the browser (the tab closed offline) is offered back', async ({
  asEditor: { page, user },
  api,
  seed,
}) => {
  const post = await seed.post({ status: 'draft', excerpt: 'Stored.' });
  await openEditor(page, `/admin/posts/${post.id}`);
  await page.context().setOffline(true);
  await page.getByLabel('Excerpt').fill('Typed offline, never sent.');
  await expect(state(page)).toHaveText('Not saved — you are offline. Retrying…');
  // The tab goes away offline (nothing can be sent on the way out); the browser's storage stays.
  const context = page.context();
  const next = await context.newPage();
  await page.close();
  await context.setOffline(false);
  const asked = next.waitForResponse(
    (r) => r.url().includes('/rest/v1/post_autosaves') && r.request().method() === 'GET',
  );
  await next.goto(`/admin/posts/${post.id}`);
  await asked;
  expect(await autosavesOf(api, user.id)).toEqual([]);
  await expect(banner(next)).toBeVisible();
  await banner(next).getByRole('button', { name: 'Restore them' }).click();
  await expect(next.getByLabel('Excerpt')).toHaveValue('Typed offline, never sent.');
  // Restored values are autosaved like typed ones.
  await expect(state(next)).toHaveText(/^Saved at/);
  expect(await autosavesOf(api, user.id)).toEqual([
    expect.objectContaining({ fields: expect.objectContaining({ excerpt: 'Typed offline, never sent.' }) }),
  ]);
});
