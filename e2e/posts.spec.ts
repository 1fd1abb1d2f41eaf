// Staff posts (SPEC §2 admin posts list and post form, §4 Post, §5, §8; DESIGN.md §3; issue 10): the whole
// life of a post through the screens (create → Live → on /blog → slug change with a 301 → unpublish →
// delete), slug auto-fill, the Visual ⇄ Code round trip, a contributor's drafts (UI and API), the list's
// placeholders and dialogs, the SEO tab and the unsaved-changes question. axe on every screen and dialog.
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
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/blog/${slug}`);
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');
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
    expect(kept?.publish_date).toBe(created?.publish_date); // a live post keeps its date

    // Unpublish: gone from /blog, publish_date null (SPEC §4).
    await page.getByRole('link', { name: `Edit “${title} (renamed)”` }).click();
    await chooseStatus(page, 'Draft');
    await page.getByRole('button', { name: 'Update Post' }).click();
    await expect(page.getByText('Post updated successfully')).toBeVisible();
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

const RICH = [
  '<h2>Heading two</h2>',
  '<p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <a href="https://example.com/x" rel="noopener noreferrer" target="_blank">a link</a></p>',
  '<ol><li>first</li><li>second</li></ol>',
  '<ul><li>bullet</li></ul>',
  '<blockquote>A quote</blockquote>',
  '<pre data-language="plain">\nconst x = 1;\n</pre>',
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>',
].join('');

test('Visual ⇄ Code round trip keeps the content; toolbar, height and link schemes', async ({
  asEditor: { page },
  seed,
}) => {
  const post = await seed.post({ content: RICH, status: 'draft' });
  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.locator('.ql-editor h2')).toHaveText('Heading two');

  // SPEC §2: exactly this toolbar, and at least 400px of editing room.
  const toolbar = page.getByRole('toolbar');
  const buttons = await toolbar
    .locator('button')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
  expect(buttons).toEqual([
    'bold',
    'italic',
    'underline',
    'strike',
    'list: ordered',
    'list: bullet',
    'blockquote',
    'code-block',
    'link',
    'video',
    'clean',
  ]);
  const headers = await toolbar
    .locator('select.ql-header option')
    .evaluateAll((els) => els.map((el) => el.getAttribute('value') ?? 'normal'));
  expect(headers).toEqual(['1', '2', '3', '4', '5', '6', 'normal']);
  expect((await page.locator('.ql-editor').boundingBox())?.height).toBeGreaterThanOrEqual(400);
  await expectNoA11yViolations(page);

  // Visual → Code without an edit shows the stored HTML as it is.
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Content' });
  await expect(code).toHaveValue(RICH);

  // Code → Visual → edit → Code keeps every element and adds the new text.
  await page.getByRole('button', { name: 'Visual', exact: true }).click();
  await page.locator('.ql-editor h2').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  const html = await code.inputValue();
  for (const part of [
    '<h2>Heading two edited</h2>',
    '<strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s>',
    '<a href="https://example.com/x"',
    '<ol><li>first</li><li>second</li></ol>',
    '<ul><li>bullet</li></ul>',
    '<blockquote>A quote</blockquote>',
    'const x = 1;',
    'src="https://www.youtube.com/embed/abc"',
  ]) {
    expect(html).toContain(part);
  }
  expect(html).not.toContain('&nbsp;');

  // SPEC §5: links only http, https, mailto, tel — Quill's sms: and javascript: become about:blank.
  await code.fill(
    '<p><a href="javascript:alert(1)">js</a> <a href="sms:123">sms</a> <a href="tel:+1555">tel</a> <a href="mailto:a@b.c">mail</a></p>',
  );
  await page.getByRole('button', { name: 'Visual', exact: true }).click();
  await page.locator('.ql-editor p').click();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  const links = await code.inputValue();
  expect(links).not.toContain('javascript:');
  expect(links).not.toContain('sms:');
  expect(links).toContain('href="tel:+1555"');
  expect(links).toContain('href="mailto:a@b.c"');
  expect(links.match(/about:blank/g)).toHaveLength(2);
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

test('the list: three placeholders while loading, card fields, the Delete Post dialog', async ({
  asAdmin: { page },
  seed,
}) => {
  const post = await seed.post({ excerpt: 'The excerpt of a seeded post.' });
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/rest/v1/blog_posts?*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/admin/posts');
  await expect(page.getByTestId('admin-post-skeleton')).toHaveCount(3);
  release();
  const card = page.getByRole('article', { name: post.title });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('admin-post-skeleton')).toHaveCount(0);
  await expect(card.getByText('Live', { exact: true })).toBeVisible();
  await expect(card.getByText('by Unknown')).toBeVisible(); // seeded by the service role: no author
  await expect(card.getByText('The excerpt of a seeded post.')).toBeVisible();
  await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/posts/new');
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Post' });
  await expect(dialog).toBeVisible();
  await expectNoA11yViolations(page);
  await page.mouse.click(5, 5); // SPEC: a click outside does not dismiss it
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();
});

test('SEO & Meta: fallbacks as placeholders, live counts, advice and a search preview', async ({
  asEditor: { page },
  seed,
}) => {
  const post = await seed.post({ title: 'A short title', excerpt: 'A short excerpt.', status: 'draft' });
  await page.goto(`/admin/posts/${post.id}`);
  await page.getByRole('tab', { name: 'SEO & Meta' }).click();
  const metaTitle = page.getByLabel('Meta Title');
  await expect(metaTitle).toHaveAttribute('placeholder', 'A short title');
  await expect(page.getByLabel('Meta Description')).toHaveAttribute('placeholder', 'A short excerpt.');
  await expect(
    page.getByText('Keep it under 60 characters (50 to 60 advised).', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('150 to 160 characters advised.', { exact: false })).toBeVisible();
  const [titleCount, descriptionCount] = [
    page.getByTestId('seo-count').nth(0),
    page.getByTestId('seo-count').nth(1),
  ];
  await expect(titleCount).toHaveText('13 characters (from the fallback) — shorter than advised');
  await expect(descriptionCount).toHaveText('16 characters (from the fallback) — shorter than advised');
  const preview = page.getByTestId('search-preview');
  await expect(preview).toContainText('A short title');
  await expect(preview).toContainText(`/blog/${post.slug}`);
  await expectNoA11yViolations(page);

  await metaTitle.fill('x'.repeat(55));
  await expect(titleCount).toHaveText('55 characters — within the advised range');
  await metaTitle.fill('x'.repeat(61));
  await expect(titleCount).toHaveText('61 characters — longer than advised');
  await expect(preview).toContainText(`${'x'.repeat(59)}…`);
});

test('leaving the editor with unsaved changes asks first', async ({ asEditor: { page }, seed }) => {
  const post = await seed.post({ status: 'draft' });
  await page.goto(`/admin/posts/${post.id}`);
  // Nothing changed yet: leaving does not ask.
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);

  await page.goto(`/admin/posts/${post.id}`);
  await page.getByLabel('Title').fill('An unsaved title');
  await page.getByRole('link', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await expectNoA11yViolations(page);
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('An unsaved title');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);

  await page.goto(`/admin/posts/${post.id}`);
  await page.getByLabel('Title').fill('Another unsaved title');
  // A reload or a closed tab: the browser's own question (beforeunload).
  const unload = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
});
