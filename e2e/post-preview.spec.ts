// Post previews (issue 24): /preview/posts/{id} shows a post of any status in the public post layout (title,
// cover, body) under a sticky banner saying what it is, never indexed; the user's newer autosave is shown
// when there is one; a signed-out visitor gets the sign-in screen and not a word of the draft; a draft's
// public address stays a 404; a contributor previews only their own drafts. The editor links to it.
// Screenshots at 1280 and 390 px go to SHOTS_DIR when it is set (never into the repository).
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** A cover stored in the media library as `token`'s user (staff) would upload it. */
async function storeCover(page: Page, api: Api, token: string): Promise<string> {
  const path = `2026/11/e2e-preview-cover-${uniq()}.png`;
  const bytes = await sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 247, g: 147, b: 26 } },
  })
    .png()
    .toBuffer();
  const res = await page.request.post(`/storage/v1/object/media/${path}`, {
    headers: { apikey: api.anonKey, Authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    data: bytes,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return path;
}

/** SPEC §2's 'Preview' of a live post (its public page, in a new tab). */
const SPEC_PREVIEW = /^Preview \(opens in a new tab\)$/;
const banner = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

test("a draft's preview: the banner, the public layout with title, cover and body, never indexed", async ({
  asEditor: { page, session },
  seed,
  api,
}) => {
  const cover = await storeCover(page, api, session.access_token);
  try {
    const post = await seed.post({
      status: 'draft',
      title: `Previewed draft ${uniq()}`,
      excerpt: 'What the reader will see.',
      content: '<h2>Why cold storage</h2><p>Private keys never touch the internet.</p>',
      cover_image_path: cover,
      cover_image_alt: 'An orange vault door',
    });
    // The editor links to it, in a new tab.
    await page.goto(`/admin/posts/${post.id}`);
    const link = page.getByRole('link', { name: /^Preview draft/ });
    await expect(link).toHaveAttribute('href', `/preview/posts/${post.id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: SPEC_PREVIEW })).toHaveCount(0);

    const res = await page.goto(`/preview/posts/${post.id}`);
    expect(res?.headers()['x-robots-tag']).toContain('noindex');
    await expect(banner(page)).toContainText('Preview — not published');
    await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why cold storage', level: 2 })).toBeVisible();
    await expect(page.getByText('Private keys never touch the internet.')).toBeVisible();
    const img = page.getByRole('img', { name: 'An orange vault door' });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(`Preview: ${post.title}`);
    // The public layout: the site's header and footer around the blog's article.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
    const back = banner(page).getByRole('link', { name: 'Back to editor' });
    await expect(back).toHaveAttribute('href', `/admin/posts/${post.id}`);
    await expectNoA11yViolations(page);
    await shot(page, 'preview-draft-1280');

    // The banner stays in view while the reader scrolls.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(banner(page)).toBeInViewport();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner(page)).toBeInViewport();
    await shot(page, 'preview-draft-390');

    await back.click();
    await expect(page.getByRole('heading', { name: 'Edit Post', level: 1 })).toBeVisible();
  } finally {
    await api.service('DELETE', '/storage/v1/object/media', { prefixes: [cover] });
  }
});

test("the user's newer autosave is what the preview shows, and the banner says so", async ({
  asEditor: { page, session },
  seed,
  api,
}) => {
  const post = await seed.post({ status: 'draft', title: `Stored title ${uniq()}` });
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/post_autosaves', {
    post_id: post.id,
    base_version: 1,
    fields: {
      title: 'Autosaved title',
      slug: post.slug,
      content: '<p>Words typed but not saved.</p>',
      status: 'draft',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/preview/posts/${post.id}`);
  await expect(page.getByRole('heading', { name: 'Autosaved title', level: 1 })).toBeVisible();
  await expect(page.getByText('Words typed but not saved.')).toBeVisible();
  await expect(banner(page)).toContainText('Preview — not published');
  await expect(banner(page)).toContainText(/Showing your unsaved changes from \d{2}:\d{2}\./);
  await expectNoA11yViolations(page);
  await shot(page, 'preview-autosave-1280');
});

test('a live and a scheduled post say so in the banner; the editor keeps SPEC’s Preview for a live post', async ({
  asEditor: { page },
  seed,
}) => {
  const live = await seed.post({ title: `Live post ${uniq()}` });
  await page.goto(`/admin/posts/${live.id}`);
  await expect(page.getByRole('link', { name: SPEC_PREVIEW })).toHaveAttribute('href', `/blog/${live.slug}`);
  // … and beside it the private preview, which shows the editor's unsaved changes of the live post.
  await expect(page.getByRole('link', { name: /^Preview changes/ })).toHaveAttribute(
    'href',
    `/preview/posts/${live.id}`,
  );
  await page.goto(`/preview/posts/${live.id}`);
  await expect(banner(page)).toContainText('Preview — this post is live');
  await expect(page.getByRole('heading', { name: live.title, level: 1 })).toBeVisible();

  const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const scheduled = await seed.post({
    title: `Scheduled post ${uniq()}`,
    status: 'scheduled',
    publish_date: at.toISOString(),
  });
  await page.goto(`/admin/posts/${scheduled.id}`);
  await expect(page.getByRole('link', { name: /^Preview scheduled post/ })).toHaveAttribute(
    'href',
    `/preview/posts/${scheduled.id}`,
  );
  await page.goto(`/preview/posts/${scheduled.id}`);
  await expect(banner(page)).toContainText(/Preview — scheduled for [A-Z][a-z]{2} \d{2}, \d{4}, \d{2}:\d{2}/);
  await expect(page.getByRole('heading', { name: scheduled.title, level: 1 })).toBeVisible();
});

test('a signed-out visitor gets the sign-in screen and no draft; the draft’s public address is a 404', async ({
  page,
  seed,
  api,
}) => {
  const post = await seed.post({
    status: 'draft',
    title: `Secret draft ${uniq()}`,
    content: '<p>Not for the public yet.</p>',
  });
  await page.goto(`/preview/posts/${post.id}`);
  await page.waitForURL((url) => url.pathname === '/auth');
  await expect(page.getByRole('heading', { name: 'Admin Portal', level: 1 })).toBeVisible();
  await expect(page.getByText(post.title)).toHaveCount(0);
  await expect(page.getByText('Not for the public yet.')).toHaveCount(0);
  // Nor through the data API.
  const anon = await page.request.get(`/rest/v1/blog_posts?id=eq.${post.id}&select=title`, {
    headers: { apikey: api.anonKey },
  });
  expect(await anon.json()).toEqual([]);

  const res = await page.goto(`/blog/${post.slug}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText(post.title)).toHaveCount(0);
  await expect(page.getByText('Not for the public yet.')).toHaveCount(0);
});

test("a contributor previews their own draft, not another user's", async ({
  asContributor: { page, user, session },
  seed,
  api,
}) => {
  const slug = `contributor-preview-${uniq()}`;
  const res = await api.asUser(session.access_token, 'POST', '/rest/v1/blog_posts', {
    title: 'My draft to preview',
    slug,
    content: '<p>My own words.</p>',
    status: 'draft',
    author_id: user.id,
  });
  expect(res.ok(), await res.text()).toBe(true);
  const [own] = await api.service<{ id: string }[]>('GET', `/rest/v1/blog_posts?slug=eq.${slug}&select=id`);
  const others = await seed.post({ status: 'draft', title: `Another user's draft ${uniq()}` });
  try {
    await page.goto(`/preview/posts/${own!.id}`);
    await expect(page.getByRole('heading', { name: 'My draft to preview', level: 1 })).toBeVisible();
    await expect(page.getByText(user.fullName).first()).toBeVisible(); // the author line
    await page.goto(`/preview/posts/${others.id}`);
    await expect(page.getByText('This post does not exist, or you may not preview it.')).toBeVisible();
    await expect(page.getByText(others.title)).toHaveCount(0);
  } finally {
    await api.service('DELETE', `/rest/v1/blog_posts?id=eq.${own!.id}`);
  }
});
