// The post editor by keyboard (issue 24 item 5): Tab and Shift+Tab leave the Visual editor instead of typing
// a tab, Escape goes to its toolbar, Ctrl+] / Ctrl+[ indent a list item, the toolbar's controls are named in
// words, the editor and its controls show the site's focus ring, and a whole post is written, styled and
// saved without the mouse. posts-editor.spec.ts has the toolbar's exact list and the Visual ⇄ Code trip.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';
import { TOOLBAR_BUTTONS } from './editor-toolbar.ts';

const SHOTS = process.env.SHOTS_DIR;

const TOOLBAR = [
  'Text style: Normal text', // the picker's button, named with the style it shows
  ...TOOLBAR_BUTTONS,
];

/** What has focus, in the words a screen reader would use (the editable area: 'editor'). */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '(nothing)';
    if (el.classList.contains('ql-editor')) return 'editor';
    const label = (el as HTMLInputElement).labels?.[0]?.textContent?.trim();
    return el.getAttribute('aria-label') || label || el.textContent?.trim() || el.tagName;
  });
}

/** The computed focus indicator of an element: its box-shadow (Tailwind's ring) or outline. */
function focusIndicator(page: Page, selector: string): Promise<{ shadow: string; outline: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { shadow: style.boxShadow, outline: style.outlineStyle };
    });
}

async function openNewPost(page: Page) {
  await page.goto('/admin/posts/new');
  await expect(page.locator('.ql-editor')).toBeVisible();
}

test('Tab and Shift+Tab leave the Visual editor; Escape goes to the toolbar; Ctrl+] indents', async ({
  asEditor: { page },
}) => {
  await openNewPost(page);
  const editor = page.locator('.ql-editor');
  const status = page.getByRole('combobox', { name: 'Status' });

  await editor.click();
  await page.keyboard.type('Hello');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  await expect(status).toBeFocused(); // the next control of the form
  expect(await editor.innerHTML()).not.toContain('\t');
  await expect(editor).toHaveText('Hello');

  await page.keyboard.press('Shift+Tab');
  await expect(editor).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // back again: the toolbar's last control
  await expect(page.getByRole('button', { name: 'Clear formatting' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(editor).toBeFocused();

  // Escape: out of the text to the toolbar's first control; Tab walks the toolbar back into the text.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Text style' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Bold', exact: true })).toBeFocused();

  // In a list (and a code block), where Quill used Tab to indent, Tab still leaves; Ctrl+] indents.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- item');
  await expect(editor.locator('li')).toHaveText('item');
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+BracketRight');
  await expect(editor.locator('li.ql-indent-1')).toHaveText('item');
  await page.keyboard.press('Control+BracketLeft');
  await expect(editor.locator('li.ql-indent-1')).toHaveCount(0);
  expect(await editor.innerHTML()).not.toContain('\t');

  // The keys are told: visible under the editor, and as the editable area's description.
  const hint = page.getByText('Tab leaves the editor and Esc goes to its toolbar.');
  await expect(hint).toContainText('Ctrl+] / Ctrl+[');
  await expect(editor).toHaveAccessibleDescription(await hint.innerText());
});

test('the toolbar is named in words, the editor and its controls show a focus ring; no axe violations', async ({
  asEditor: { page },
}) => {
  await openNewPost(page);
  const toolbar = page.getByRole('toolbar');
  for (const name of TOOLBAR) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  for (const raw of ['clean', 'code-block', 'bold', 'list: ordered', 'strike']) {
    await expect(toolbar.getByRole('button', { name: raw, exact: true })).toHaveCount(0);
  }

  // No ring before the editor has focus; the site's ring (box-shadow) once it has.
  const host = '[data-testid="visual-editor"]';
  expect((await focusIndicator(page, host)).shadow).toBe('none');
  await page.getByRole('combobox', { name: 'Status' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator('.ql-editor')).toBeFocused();
  expect((await focusIndicator(page, host)).shadow).not.toBe('none');
  await shots(page, 'editor-focused');
  // A toolbar control reached by keyboard has its own ring too (Quill only turns the icon blue).
  await page.keyboard.press('Shift+Tab');
  const clean = toolbar.getByRole('button', { name: 'Clear formatting' });
  await expect(clean).toBeFocused();
  expect((await focusIndicator(page, `${host} .ql-clean`)).shadow).not.toBe('none');
  expect((await focusIndicator(page, host)).shadow).toBe('none');
  await shots(page, 'toolbar-focused');

  await expectNoA11yViolations(page);
  // The editor's own parts: no violation of any impact, closed and with the style picker open.
  const editorAxe = () => new AxeBuilder({ page }).include(host).analyze();
  expect((await editorAxe()).violations.map((v) => v.id)).toEqual([]);
  await toolbar.getByRole('button', { name: 'Text style' }).focus();
  await page.keyboard.press('Enter');
  await expect(toolbar.getByRole('button', { name: 'Heading 2', exact: true })).toBeVisible();
  for (const level of [1, 3, 4, 5, 6]) {
    await expect(toolbar.getByRole('button', { name: `Heading ${level}`, exact: true })).toBeVisible();
  }
  await expect(toolbar.getByRole('button', { name: 'Normal text', exact: true })).toBeVisible();
  await shots(page, 'picker-open');
  expect((await editorAxe()).violations.map((v) => v.id)).toEqual([]);
});

test('a whole post by keyboard: every field in order, a heading from the toolbar, Status, Create Post', async ({
  asEditor: { page },
  api,
}) => {
  const slug = `keyboard-post-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  try {
    await openNewPost(page);
    await page.getByLabel('Title').focus();
    await page.keyboard.type(slug.replaceAll('-', ' '));

    // Tab from the title to the save button, noting every stop.
    const stops = [await focused(page)];
    for (let i = 0; i < 60 && stops.at(-1) !== 'Create Post'; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
    }
    const expected = [
      'Title',
      'URL Slug',
      'Excerpt',
      'Choose cover image',
      'Visual',
      'Code',
      ...TOOLBAR,
      'editor',
      'Status',
      'Cancel',
      'Create Post',
    ];
    expect(stops.filter((s) => expected.includes(s))).toEqual(expected);
    expect(stops).not.toContain('(nothing)');

    // Back into the editor: a heading chosen from the toolbar by keyboard, then text.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await expect(page.locator('.ql-editor')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter'); // opens 'Text style'
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab'); // Heading 1 → Heading 2
    await expect(page.getByRole('button', { name: 'Heading 2', exact: true })).toBeFocused();
    await page.keyboard.press('Enter'); // Quill puts the focus back into the text
    await expect(page.locator('.ql-editor')).toBeFocused();
    await page.keyboard.type('Written by keyboard');
    await expect(page.locator('.ql-editor h2')).toHaveText('Written by keyboard');
    await expect(page.getByRole('button', { name: 'Text style: Heading 2', exact: true })).toBeVisible();

    // Status by keyboard, then the save button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Live' }).waitFor();
    await page.keyboard.type('Live'); // the list's typeahead, whatever the options' order
    await expect(page.getByRole('option', { name: 'Live' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Live');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create Post' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Post created successfully')).toBeVisible();

    const [stored] = await storedPosts(api, slug);
    expect(stored).toMatchObject({ status: 'published', content: '<h2>Written by keyboard</h2>' });
  } finally {
    await api.service('DELETE', `/rest/v1/blog_posts?slug=eq.${slug}`);
  }
});

function storedPosts(api: Api, slug: string) {
  return api.service<Array<{ status: string; content: string }>>(
    'GET',
    `/rest/v1/blog_posts?slug=eq.${slug}&select=status,content`,
  );
}

/** Screenshots for the visual check (SHOTS_DIR=…) at 1280 and 390 px wide, focus kept; never in the repo. */
async function shots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator('[data-testid="visual-editor"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}
