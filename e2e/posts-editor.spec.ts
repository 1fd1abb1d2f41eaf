// The post editor's parts (SPEC §2 admin posts list and post form, §5, §9; issue 10): the Visual ⇄ Code
// round trip with the SPEC toolbar, 400px and link schemes; the list's placeholders, card and 'Delete Post'
// dialog; the SEO & Meta tab; the unsaved-changes question. posts.spec.ts has the post's life and roles.
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import { TOOLBAR_BUTTONS } from './editor-toolbar.ts';
import { shots } from './shots.ts';

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
  // Named in words (issue 24), not by Quill's format names ("clean", "code-block").
  expect(buttons).toEqual(TOOLBAR_BUTTONS);
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
  // Seeded by the service role: no author, so the site's name, as the public post page says (never 'Unknown').
  await expect(card.getByText('by Bitcoin Advisory', { exact: true })).toBeVisible();
  await expect(card.getByText(/Unknown/)).toHaveCount(0);
  await expect(card.getByText('The excerpt of a seeded post.')).toBeVisible();
  await expect(card.getByRole('link', { name: /^View/ })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/admin/posts/new');
  await expectNoA11yViolations(page);
  await shots(page, 'admin-posts-authorless');

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
