// Staff posts (SPEC §2 admin posts list and post form, §4 Post, §5, §8; DESIGN.md §3; issue 10): the whole
// life of a post through the screens (create → Live → on /blog → slug change with a 301 → unpublish →
// delete), renaming back, slug auto-fill and the SPEC messages, a contributor's drafts (UI and API).
// posts-editor.spec.ts has the editor's parts: Visual ⇄ Code, SEO tab, list dialogs, unsaved changes.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

interface StoredPost {
  id: string;
  slug: string;
  status: string;
  content: string | null;
  publish_date: string | null;
  author_id: string | null;
}

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedPost(api: Api, slug: string): Promise<StoredPost | undefined> {
  const rows = await api.service<StoredPost[]>('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=*`);
  return rows[0];
}

async function chooseStatus(page: Page, label: 'Draft' | 'Live') {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: label }).click();
}

test('an editor creates a post, makes it Live, renames it with a 301, unpublishes and deletes it', async ({
  asEditor: { page, user },
  api,
}) => {
  test.slow(); // one long journey through four screens
  const title = `Lifecycle post ${uniq()}`;
  const slug = title.toLowerCase().replaceAll(' ', '-');
  const renamed = `${slug}-renamed`;
  try {
    await page.goto('/admin/posts/new');
    await expect(page.getByRole('heading', { name: 'Create New Post', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Create New Post | Admin');
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'SEO & Meta' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveCount(0);
    await page.getByLabel('Title').fill(title);
    await expect(page.getByLabel('URL Slug')).toHaveValue(slug);
    await page.getByLabel('Excerpt').fill('A post that lives a whole life in one test.');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Hello from the visual editor');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Draft'); // SPEC §3 default
    await chooseStatus(page, 'Live');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Post created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts$/);

    const created = await storedPost(api, slug);
    expect(created).toMatchObject({ status: 'published', author_id: user.id });
    expect(created?.publish_date).not.toBeNull();
    expect(created?.content).toBe('<p>Hello from the visual editor</p>');

    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expect(card.getByText(`by ${user.fullName}`)).toBeVisible();
    await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/blog/${slug}`);

    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Rename: the editor asks, then /blog/<old> answers 301 to /blog/<new>.
    await page.goto('/admin/posts');
    await page.getByRole('link', { name: `Edit “${title}”` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
    // SPEC's 'Preview' (its public page); 'Preview changes' beside it is the private preview (issue 24).
    const specPreview = page.getByRole('link', { name: /^Preview \(opens in a new tab\)$/ });
    await expect(specPreview).toHaveAttribute('href', `/blog/${slug}`);
    await expect(specPreview).toHaveAttribute('target', '_blank');
    await page.getByLabel('Title').fill(`${title} (renamed)`);
    await expect(page.getByLabel('URL Slug')).toHaveValue(slug); // edit mode: no auto-fill
    await page.getByLabel('URL Slug').fill(renamed);
    await page.getByRole('button', { name: 'Update Post' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Keep the old link working?' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText(`/blog/${slug}`);
    await expect(ask).toContainText(`/blog/${renamed}`);
    await expectNoA11yViolations(page);
    await ask.getByRole('button', { name: 'Keep old link working' }).click();
    await expect(page.getByText('Post updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    expect(
      await api.service(
        'GET',
        `/rest/v1/redirects?source_path=eq./blog/${slug}&select=destination_url,redirect_type,is_active`,
      ),
    ).toEqual([{ destination_url: `/blog/${renamed}`, redirect_type: '301', is_active: true }]);
    // The server keeps active redirects in memory for a few seconds (web/redirects.ts).
    await expect
      .poll(
        async () => {
          const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
          return [moved.status(), moved.headers().location];
        },
        { timeout: 15_000 },
      )
      .toEqual([301, `/blog/${renamed}`]);
    const kept = await storedPost(api, renamed);
    // SPEC §4: saving as published sets publish_date to now — every save, not only the first.
    expect(Date.parse(kept?.publish_date ?? '')).toBeGreaterThan(Date.parse(created?.publish_date ?? ''));

    // Unpublish: gone from /blog, publish_date null (SPEC §4).
    await page.getByRole('link', { name: `Edit “${title} (renamed)”` }).click();
    await chooseStatus(page, 'Draft');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Post updated successfully').last()).toBeVisible();
    await expect(
      page.getByRole('article', { name: `${title} (renamed)` }).getByText('Draft', { exact: true }),
    ).toBeVisible();
    expect(await storedPost(api, renamed)).toMatchObject({ status: 'draft', publish_date: null });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Bitcoin & Crypto Insights' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `${title} (renamed)` })).toHaveCount(0);

    // Delete.
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: `Delete “${title} (renamed)”` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Post' });
    await expect(dialog).toContainText(
      'Are you sure you want to delete this post? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Post deleted successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('article', { name: `${title} (renamed)` })).toHaveCount(0);
    expect(await storedPost(api, renamed)).toBeUndefined();
  } finally {
    await api.service('DELETE', `/rest/v1/redirects?source_path=eq./blog/${slug}`);
    await api.service('DELETE', `/rest/v1/blog_posts?slug=in.(${slug},${renamed})`);
  }
});

test('renaming a live post back replaces the old redirect instead of hiding the post', async ({
  asEditor: { page },
  api,
  seed,
}) => {
  const post = await seed.post();
  const first = post.slug;
  const second = `${first}-b`;
  const rename = async (to: string) => {
    await page.goto(`/admin/posts/${post.id}`);
    await page.getByLabel('URL Slug').fill(to);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await page.getByRole('button', { name: 'Keep old link working' }).click();
    await expect(page.getByText('Post updated successfully')).toBeVisible();
  };
  const redirects = () =>
    api.service(
      'GET',
      `/rest/v1/redirects?source_path=like./blog/${first}*&select=source_path,destination_url`,
    );
  try {
    await rename(second);
    expect(await redirects()).toEqual([
      { source_path: `/blog/${first}`, destination_url: `/blog/${second}` },
    ]);
    await rename(first);
    // The redirect away from /blog/<first> would hide the post (and make the new one a loop): it is gone.
    expect(await redirects()).toEqual([
      { source_path: `/blog/${second}`, destination_url: `/blog/${first}` },
    ]);
    await expect
      .poll(async () => (await page.request.get(`/blog/${first}`, { maxRedirects: 0 })).status(), {
        timeout: 15_000,
      })
      .toBe(200);
  } finally {
    await api.service('DELETE', `/rest/v1/redirects?source_path=like./blog/${first}*`);
  }
});

test('slug auto-fill (new posts only), SPEC validation messages and a taken slug', async ({
  asEditor: { page },
  seed,
}) => {
  const existing = await seed.post();
  await page.goto('/admin/posts/new');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Slug is required')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('Title').fill('Bitcoin: A CFO’s Guide (2026)!');
  await expect(page.getByLabel('URL Slug')).toHaveValue('bitcoin-a-cfos-guide-2026');
  await page.getByLabel('Title').fill('Café   Crème -- Über');
  await expect(page.getByLabel('URL Slug')).toHaveValue('cafe-creme-uber');
  await page.getByLabel('URL Slug').fill('Bad Slug');
  await page.getByLabel('Title').fill('A title that no longer moves the slug');
  await expect(page.getByLabel('URL Slug')).toHaveValue('Bad Slug');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText('Slug can only contain lowercase letters, numbers, and hyphens')).toBeVisible();

  // The database refuses a taken slug; its message reaches the notice and the form stays. While the
  // request is out, 'Create Post' is disabled (SPEC §2).
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/blog_posts*', async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue();
  });
  await page.getByLabel('URL Slug').fill(existing.slug);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeDisabled();
  release();
  await expect(page.getByText(/Failed to create post: .*blog_posts_slug_key/)).toBeVisible();
  await expect(page.getByText('Another post already uses this slug')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  await expect(page).toHaveURL(/\/admin\/posts\/new$/);

  await page.goto(`/admin/posts/${existing.id}`);
  await page.getByLabel('Title').fill('A brand new title');
  await expect(page.getByLabel('URL Slug')).toHaveValue(existing.slug);
});

test('a contributor writes drafts only: status control explained, the database refuses a publish', async ({
  asContributor: { page, user, session },
  api,
}) => {
  const slug = `contributor-draft-${uniq()}`;
  try {
    await page.goto('/admin/posts');
    await expect(page.getByRole('heading', { name: 'Blog Posts', level: 1 })).toBeVisible();
    await expect(page.getByText('No posts yet', { exact: true })).toBeVisible();
    await expect(page.getByText('Get started by creating your first blog post.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'Create First Post' }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeDisabled();
    await expect(page.getByText('Only editors and admins can publish.', { exact: false })).toBeVisible();
    await page.getByLabel('Title').fill('My contributor draft');
    await page.getByLabel('URL Slug').fill(slug);
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Post created successfully')).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'My contributor draft' }).getByText('Draft', { exact: true }),
    ).toBeVisible();
    const draft = await storedPost(api, slug);
    expect(draft).toMatchObject({ status: 'draft', author_id: user.id });

    // The API (RLS), not only the form: no published insert, no publishing update.
    const insert = await api.asUser(session.access_token, 'POST', '/rest/v1/blog_posts', {
      title: 'Sneaky',
      slug: `${slug}-sneaky`,
      status: 'published',
      author_id: user.id,
    });
    expect(insert.status()).toBe(403);
    expect(await storedPost(api, `${slug}-sneaky`)).toBeUndefined();
    const publish = await api.asUser(
      session.access_token,
      'PATCH',
      `/rest/v1/blog_posts?id=eq.${draft?.id}`,
      {
        status: 'published',
      },
    );
    expect(publish.status()).toBe(403);
    expect(await storedPost(api, slug)).toMatchObject({ status: 'draft', publish_date: null });
  } finally {
    await api.service('DELETE', `/rest/v1/blog_posts?slug=like.${slug}*`);
  }
});

test('a contributor sees a post they may not change as read-only', async ({
  asContributor: { page },
  seed,
}) => {
  const post = await seed.post();
  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.getByText('You can edit only your own drafts.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Title')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update Post' })).toHaveCount(0);
});
