// Images in blog posts (issue 23): an editor pastes a large photo into the Visual editor and drops another
// (both uploaded to the media library with their progress shown, never stored as base64), pastes HTML from
// another app carrying a data: image (uploaded too), describes each one before it goes in, chooses a cover
// with its alt text (required), and publishes. The public post then shows the cover first (fetchpriority
// high) and the body's images responsive (srcset) with their alt texts; /blog's card shows the cover; the
// page's og:image and twitter:image name the cover's 1200×630 crop, which answers with an image, and stay
// the same once the app has started; the RSS feed carries the cover as media:content.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const unique = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const MEDIA_URL = /\/storage\/v1\/object\/public\/media\/([^"?#\s]+)/g;

/** A JPEG of random pixels: it does not compress, so 2400×1600 at quality 95 is several megabytes. */
const noiseJpeg = (width: number, height: number, quality: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

/** Hands Quill's editable area a file the way the browser does: a paste or a drop with a DataTransfer. */
async function pasteOrDrop(page: Page, how: 'paste' | 'drop', name: string, bytes: Buffer, type: string) {
  await page.locator('.ql-editor').evaluate(
    (editor, { how, name, base64, type }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      if (how === 'paste') {
        editor.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
        );
        return;
      }
      // Quill places a drop where it lands: at the start of the first paragraph's text.
      const rect = editor.querySelector('p')!.getBoundingClientRect();
      const at = { clientX: rect.left + 1, clientY: rect.top + rect.height / 2 };
      for (const kind of ['dragenter', 'dragover', 'drop'] as const) {
        editor.dispatchEvent(
          new DragEvent(kind, { dataTransfer: dt, bubbles: true, cancelable: true, ...at }),
        );
      }
    },
    { how, name, base64: bytes.toString('base64'), type },
  );
}

/** The dialog that asks for an uploaded image's alt text, answered. */
async function describeImage(page: Page, alt: string) {
  const dialog = page.getByRole('dialog', { name: 'Describe the image' });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
}

async function removeMedia(api: Api, paths: string[]) {
  if (paths.length > 0) await api.service('DELETE', '/storage/v1/object/media', { prefixes: paths });
}

test('an editor pastes and drops photos, sets a cover, publishes; every public surface shows them', async ({
  asEditor: { page },
  page: visitor,
  api,
}) => {
  test.slow(); // three uploads of megabytes and a publish, on a machine shared with other suites
  const base = unique('photo');
  const title = `Vault photos ${base}`;
  const photo = await noiseJpeg(2400, 1600, 95);
  expect(photo.length).toBeGreaterThanOrEqual(2.7 * 1024 * 1024);
  const dropped = await noiseJpeg(900, 600, 80);
  const pastedPng = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f7931a' } })
    .png()
    .toBuffer();
  let postId: string | null = null;
  let stored: string[] = [];
  try {
    await page.goto('/admin/posts/new');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Excerpt' }).fill('Pictures of vaults.');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Intro paragraph.');

    // A pasted photo: its upload is held until its progress has been seen, so the line cannot be missed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/storage/v1/object/media/**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await pasteOrDrop(page, 'paste', `${base}-pasted.jpg`, photo, 'image/jpeg');
    await expect(page.getByTestId('image-upload-progress')).toHaveText(
      new RegExp(`^Uploading ${base}-pasted\\.jpg… \\d+%$`),
    );
    release();
    await describeImage(page, 'A vault door, pasted');
    await page.unroute('**/storage/v1/object/media/**');
    const pastedImg = page.locator('.ql-editor img[alt="A vault door, pasted"]');
    await expect(pastedImg).toHaveAttribute('src', /^\/storage\/v1\/object\/public\/media\/.+\.jpg$/);
    await expect(pastedImg).toHaveAttribute('width', '2400');
    await expect(pastedImg).toHaveAttribute('height', '1600');

    await pasteOrDrop(page, 'drop', `${base}-dropped.jpg`, dropped, 'image/jpeg');
    await describeImage(page, 'A vault corridor, dropped');
    await expect(page.locator('.ql-editor img[alt="A vault corridor, dropped"]')).toHaveAttribute(
      'width',
      '900',
    );

    // HTML from another app with an inline (data:) image: the image is uploaded, never kept inline.
    await page.locator('.ql-editor').evaluate((editor, png) => {
      const dt = new DataTransfer();
      dt.setData('text/html', `<p>From another app</p><img src="data:image/png;base64,${png}">`);
      dt.setData('text/plain', 'From another app');
      editor.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
      );
    }, pastedPng.toString('base64'));
    await describeImage(page, 'An orange square from another app');
    await expect(page.locator('.ql-editor img')).toHaveCount(3);
    await expect(page.locator('.ql-editor img[src^="data:"]')).toHaveCount(0);

    // Visual → Code → Visual keeps src, alt, width and height.
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'Content' });
    await expect(code).toHaveValue(/alt="A vault door, pasted" width="2400" height="1600"/);
    expect(await code.inputValue()).not.toContain('data:');
    await page.getByRole('button', { name: 'Visual', exact: true }).click();
    await expect(
      page.locator('.ql-editor img[alt="A vault door, pasted"][width="2400"][height="1600"]'),
    ).toBeVisible();
    await expect(page.locator('.ql-editor img[alt="An orange square from another app"]')).toHaveCount(1);

    // The cover: the dropped photo, from the library; its alt text is required.
    await page.getByRole('button', { name: 'Choose cover image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose cover image' });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(`${base}-dropped`);
    await picker.getByRole('button', { name: /^Choose: A vault corridor, dropped/ }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('cover-preview')).toBeVisible();
    const coverAlt = page.getByRole('textbox', { name: 'Cover image alt text' });
    await expect(coverAlt).toHaveValue('A vault corridor, dropped');
    await coverAlt.fill('');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Live' }).click();
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page.getByText('Cover image alt text is required')).toBeVisible();
    await expectNoA11yViolations(page);
    await coverAlt.fill('A long vault corridor under white light');
    await page.getByRole('button', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);

    const [row] = await api.service<
      { id: string; slug: string; content: string; cover_image_path: string; cover_image_alt: string }[]
    >(
      'GET',
      `/rest/v1/blog_posts?title=eq.${encodeURIComponent(title)}&select=id,slug,content,cover_image_path,cover_image_alt`,
    );
    expect(row).toBeDefined();
    postId = row!.id;
    stored = [...row!.content.matchAll(MEDIA_URL)].map((m) => decodeURIComponent(m[1]!));
    expect(stored).toHaveLength(3);
    expect(row!.content).not.toContain('data:');
    expect(row!.cover_image_alt).toBe('A long vault corridor under white light');
    expect(stored).toContain(row!.cover_image_path);
    // Each file had no alt text: the one written in the editor went to the library too.
    const assets = await api.service<{ object_path: string; alt_text: string }[]>(
      'GET',
      `/rest/v1/media_assets?select=object_path,alt_text&object_path=in.(${stored.map((p) => `"${p}"`).join(',')})`,
    );
    expect(assets.map((a) => a.alt_text).sort()).toEqual([
      'A vault corridor, dropped',
      'A vault door, pasted',
      'An orange square from another app',
    ]);

    // The public post: the cover first and eager; the body's images responsive, lazy, described.
    // A visitor, watched for hydration warnings; the server's cover element must be the one React keeps.
    const problems: string[] = [];
    visitor.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    visitor.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await visitor.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const img = document.querySelector('article header img');
        if (img) {
          (img as HTMLElement & { fromServer?: boolean }).fromServer = true;
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await visitor.goto(`/blog/${row!.slug}`);
    const cover = visitor.locator('article header img');
    await expect(cover).toHaveAttribute('alt', 'A long vault corridor under white light');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('srcset', /\/storage\/v1\/render\/image\/public\/media\/.+ 1920w$/);
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(
      true,
    );
    const body = visitor.locator('#post-body img');
    await expect(body).toHaveCount(3);
    for (const alt of [
      'A vault door, pasted',
      'A vault corridor, dropped',
      'An orange square from another app',
    ]) {
      const img = visitor.locator(`#post-body img[alt="${alt}"]`);
      await expect(img).toHaveAttribute('srcset', /\/storage\/v1\/render\/image\/public\/media\//);
      await expect(img).toHaveAttribute('loading', 'lazy');
    }
    await expect(visitor.locator('#post-body img[alt="A vault door, pasted"]')).toHaveAttribute(
      'srcset',
      / 1920w$/,
    );

    // Link previews: the cover's 1200×630 crop, in the server's HTML and unchanged once the app runs.
    const raw = await (await visitor.request.get(`/blog/${row!.slug}`)).text();
    const ogImage = /<meta data-ssr property="og:image" content="([^"]+)">/
      .exec(raw)?.[1]
      ?.replaceAll('&#38;', '&');
    expect(ogImage).toMatch(
      /^https?:\/\/[^/]+\/storage\/v1\/render\/image\/public\/media\/.+\?width=1200&height=630&resize=cover&format=origin$/,
    );
    expect(ogImage).toContain(encodeURI(row!.cover_image_path));
    expect(raw).toContain('<meta data-ssr name="twitter:card" content="summary_large_image">');
    await expect(visitor.locator('meta[property="og:image"]')).toHaveCount(1);
    await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute('content', ogImage!);
    await expect(visitor.locator('meta[name="twitter:image"]')).toHaveAttribute('content', ogImage!);
    await expect(visitor.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      'content',
      'A long vault corridor under white light',
    );
    const crop = await visitor.request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(crop.status()).toBe(200);
    expect(crop.headers()['content-type']).toMatch(/^image\//);
    expect(problems).toEqual([]);
    // The app's Article data (in the page's body) names the same picture.
    const article = await visitor
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.map((el) => JSON.parse(el.textContent ?? 'null') as { '@type'?: string; image?: string }),
      );
    expect(article.find((d) => d['@type'] === 'Article')?.image).toBe(ogImage);

    // The blog list: the newest post's card leads with its cover.
    await page.goto('/blog');
    const card = page.getByRole('listitem').filter({ hasText: title });
    await expect(card.locator('img')).toHaveAttribute('alt', 'A long vault corridor under white light');
    await expect(card.locator('img')).toHaveAttribute('srcset', /render\/image\/public\/media\//);
    // The newest post's card is on the first screen: its cover is not lazy.
    await expect(card.locator('img')).not.toHaveAttribute('loading', 'lazy');

    // The feed.
    const rss = await (await page.request.get('/rss.xml')).text();
    expect(rss).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    expect(rss).toContain(
      `<media:content url="${ogImage!.replaceAll('&', '&#38;')}" medium="image" type="image/jpeg"`,
    );
  } finally {
    if (postId) await api.service('DELETE', `/rest/v1/blog_posts?id=eq.${postId}`);
    // The post's files, and any this test uploaded before it failed (by their unique names).
    const named = await api.service<{ object_path: string }[]>(
      'GET',
      `/rest/v1/media_assets?file_name=like.${encodeURIComponent(base)}*&select=object_path`,
    );
    await removeMedia(api, [...new Set([...stored, ...named.map((r) => r.object_path)])]);
  }
});

test('a post that already holds a base64 image keeps it in the editor and on its page', async ({
  asEditor: { page },
  seed,
}) => {
  const png =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
  const post = await seed.post({ content: `<p>Before</p><p><img src="${png}" alt="An old inline dot"></p>` });
  await page.goto(`/admin/posts/${post.id}`);
  await expect(page.locator('.ql-editor img[alt="An old inline dot"]')).toHaveAttribute('src', png);
  await page.getByRole('button', { name: 'Code', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Content' });
  await expect(code).toBeVisible();
  expect(await code.inputValue()).toContain(`<img src="${png}" alt="An old inline dot">`);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('#post-body img[alt="An old inline dot"]')).toHaveAttribute('src', png);
});

test('a contributor is told that images are added by editors: no picker, no upload, nothing inserted', async ({
  asContributor: { page },
}) => {
  const message =
    'Only editors and admins can add images. Describe the picture you want in the text, and an editor will add it.';
  await page.goto('/admin/posts/new');
  const cover = page.getByRole('group', { name: 'Cover image' });
  await expect(cover.getByText(message)).toBeVisible();
  await expect(cover.getByRole('button')).toHaveCount(0);

  await page.locator('.ql-editor').click();
  await page.keyboard.type('Before the picture.');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();

  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  await pasteOrDrop(page, 'paste', 'dot.png', png, 'image/png');
  await expect(page.locator('.ql-editor img')).toHaveCount(0);
  await expect(page.getByText(/Uploading dot\.png/)).toHaveCount(0);
});
