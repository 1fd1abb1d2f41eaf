// The Media Library (/admin/media, issue 23): an admin uploads with the keyboard alone and sees the progress,
// the file in the grid with its measured (EXIF-upright) size, describes it (alt text and caption, kept after a
// reload), finds it by search, copies its URL and deletes it after a confirmation; a file used by posts shows
// where and cannot be deleted; files dropped or pasted upload too; a wrong type, an oversized file and a file
// whose bytes are not what its name says show their messages and leave nothing stored; a learner is kept out;
// at phone width the details open in a sheet. Other tests upload in parallel, so each test finds its own
// files by their unique names. Files a test stores are removed by the test.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SCREEN = '/admin/media';
const unique = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface StoredAsset {
  id: string;
  object_path: string;
  file_name: string;
  alt_text: string;
  caption: string | null;
  width: number | null;
  height: number | null;
}

/** Catalogue rows whose file name starts with `prefix` (the slug of an uploaded name). */
const assetsNamed = (api: Api, prefix: string) =>
  api.service<StoredAsset[]>('GET', `/rest/v1/media_assets?file_name=like.${encodeURIComponent(prefix)}*`);

async function removeFiles(api: Api, prefix: string): Promise<void> {
  const rows = await assetsNamed(api, prefix);
  if (rows.length === 0) return;
  await api.service('DELETE', '/storage/v1/object/media', { prefixes: rows.map((r) => r.object_path) });
}

/** A 1200×800 JPEG stored sideways (EXIF orientation 6): it displays, and must be measured, as 800×1200. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 247, g: 147, b: 26 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Stores an image as `actor` would through the screen (so it is theirs), for tests about files that exist already. */
async function storeImage(
  page: Page,
  api: Api,
  token: string,
  path: string,
  bytes: Buffer,
  type = 'image/png',
): Promise<void> {
  const res = await page.request.post(`/storage/v1/object/media/${path}`, {
    headers: { apikey: api.anonKey, Authorization: `Bearer ${token}`, 'content-type': type },
    data: bytes,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const uploads = (page: Page) => page.getByRole('list', { name: 'Uploads' });
const card = (page: Page, prefix: string) =>
  page.getByRole('list', { name: 'Files' }).getByRole('button', { name: new RegExp(`^${prefix}`) });
/** The visible empty-state text (not the live region that repeats it). */
const emptyState = (page: Page) => page.locator('p:not([aria-live])', { hasText: /^No files/ });
const details = (page: Page) => page.getByRole('complementary');

async function search(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search files' }).fill(text);
}

test('an admin uploads with the keyboard alone, describes the file, finds it, copies its URL and deletes it', async ({
  asAdmin: { page },
  api,
}) => {
  const base = unique('sideways');
  try {
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Media Library');

    // Tab to "Upload files" from the top of the page, Enter, answer the file chooser.
    const uploadButton = page.getByRole('button', { name: 'Upload files' });
    for (let i = 0; i < 40 && !(await uploadButton.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(uploadButton).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await chooser
    ).setFiles({ name: `${base}.JPG`, mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });

    const entry = uploads(page)
      .getByRole('listitem')
      .filter({ hasText: `${base}.JPG` });
    await expect(entry.getByText('Uploaded')).toBeVisible();
    await expect(entry.getByRole('progressbar', { name: `Uploading ${base}.JPG` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: `Uploaded ${base}.JPG` }),
    ).toHaveCount(1);

    // Stored under YYYY/MM/<slug>-<6>.jpg, measured upright.
    const [stored] = await assetsNamed(api, base);
    expect(stored?.object_path).toMatch(new RegExp(`^\\d{4}/\\d{2}/${base}-[a-z0-9]{6}\\.jpg$`));
    expect(stored).toMatchObject({ width: 800, height: 1200, alt_text: '' });
    const item = card(page, base);
    await expect(item).toContainText('800 × 1200');
    await expect(item).toContainText('E2E Admin');
    await expect(item).toContainText('Needs alt text');

    // Open its details from the keyboard; alt text and caption, saved and kept after a reload.
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(details(page).getByRole('heading', { name: stored!.file_name })).toBeFocused();
    await expect(
      details(page).getByText('Add alt text before this image can be used in public content'),
    ).toBeVisible();
    await details(page).getByRole('textbox', { name: 'Alt text' }).fill('An orange square, upright');
    await details(page).getByRole('textbox', { name: 'Caption' }).fill(`Caption ${base} sunset`);
    await details(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="success"]')).toContainText('Saved');
    await expectNoA11yViolations(page);

    // Closing the panel returns focus to the file's card.
    await details(page).getByRole('button', { name: 'Close details' }).click();
    await expect(card(page, base)).toBeFocused();

    await page.reload();
    await card(page, base).click();
    await expect(details(page).getByRole('textbox', { name: 'Alt text' })).toHaveValue(
      'An orange square, upright',
    );
    await expect(details(page).getByRole('textbox', { name: 'Caption' })).toHaveValue(
      `Caption ${base} sunset`,
    );
    await expect(
      details(page).getByText('Add alt text before this image can be used in public content'),
    ).toHaveCount(0);
    await expect(card(page, base)).not.toContainText('Needs alt text');

    // Copy the public URL.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const url = new URL(`/storage/v1/object/public/media/${stored!.object_path}`, page.url()).href;
    await expect(details(page).getByRole('textbox', { name: 'Public URL' })).toHaveValue(url);
    await details(page).getByRole('button', { name: 'Copy' }).click();
    await expect(details(page).getByText('URL copied to the clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Search: by the caption, by the alt text, and a search that finds nothing.
    await search(page, `${base} sunset`);
    await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(1);
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: `1 file matches “${base} sunset”.` }),
    ).toHaveCount(1);
    await expect(card(page, base)).toBeVisible();
    await search(page, 'orange square, upright');
    await expect(card(page, base)).toBeVisible();
    await search(page, `${base}-nothing`);
    // Shown, and said (the live region repeats it for a screen reader).
    await expect(emptyState(page)).toHaveText(`No files match “${base}-nothing”.`);
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: `No files match “${base}-nothing”.` }),
    ).toHaveCount(1);
    await search(page, base);

    // Not used anywhere: deleted after the confirmation.
    await card(page, base).click();
    await expect(details(page).getByText('Not used in any post, course or slide.')).toBeVisible();
    await details(page).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${stored!.file_name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(card(page, base)).toHaveCount(0);
    // Focus is not lost with the panel: it lands on the search box.
    await expect(page.getByRole('searchbox', { name: 'Search files' })).toBeFocused();
    await expect(emptyState(page)).toHaveText(`No files match “${base}”.`);
    expect(await assetsNamed(api, base)).toEqual([]);
    const gone = await page.request.get(url);
    expect(gone.status()).toBeGreaterThanOrEqual(400);
  } finally {
    await removeFiles(api, base);
  }
});

test('a file used by posts shows where and cannot be deleted', async ({
  asAdmin: { page, session },
  api,
  seed,
}) => {
  const base = unique('used');
  const path = `2026/11/${base}-abc123.png`;
  try {
    await storeImage(page, api, session.access_token, path, await png(40, 30));
    await page.goto(SCREEN);
    await search(page, base);
    await card(page, base).click();
    await expect(details(page).getByText('Not used in any post, course or slide.')).toBeVisible();
    await details(page).getByRole('button', { name: 'Close details' }).click();

    // Posts take the file while the screen is open: its uses are read again when the details reopen.
    const img = `<p>Chart:</p><img src="/storage/v1/object/public/media/${path}" alt="x">`;
    const first = await seed.post({ title: `Post using ${base}`, content: img });
    await seed.post({ title: `Draft using ${base}`, status: 'draft', content: img });
    await card(page, base).click();
    const usedIn = details(page).getByRole('region', { name: 'Used in' });
    await expect(usedIn.getByRole('link')).toHaveCount(2);
    await expect(usedIn.getByRole('link', { name: `Post: Post using ${base}` })).toHaveAttribute(
      'href',
      `/admin/posts/${first.id}`,
    );
    const remove = details(page).getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await expect(details(page).getByText('Used in 2 places — remove it from them first')).toBeVisible();
    await expect(remove).toHaveAccessibleDescription('Used in 2 places — remove it from them first');
    expect(await assetsNamed(api, base)).toHaveLength(1);
  } finally {
    await removeFiles(api, base);
  }
});

/** Hands the page files as a drop on the screen or a paste (the browser's own DataTransfer). */
async function dropOrPaste(
  page: Page,
  how: 'drop' | 'paste',
  name: string,
  bytes: Buffer,
  type: string,
  /** A paste into this field, with this text on the clipboard beside the file. */
  into?: { selector: string; text: string },
) {
  await page.evaluate(
    ({ how, name, base64, type, into }) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      if (into) dt.setData('text/plain', into.text);
      if (how === 'paste') {
        const target = into ? document.querySelector(into.selector)! : document.body;
        target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true }));
        return;
      }
      const target = document.querySelector('h1')!;
      for (const kind of ['dragenter', 'dragover', 'drop'] as const) {
        target.dispatchEvent(new DragEvent(kind, { dataTransfer: dt, bubbles: true, cancelable: true }));
      }
    },
    { how, name, base64: bytes.toString('base64'), type, into },
  );
}

test('files dropped on the screen or pasted are uploaded', async ({ asEditor: { page }, api }) => {
  const base = unique('intake');
  try {
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'Media Library', level: 1 })).toBeVisible();
    await dropOrPaste(page, 'drop', `${base}-dropped.png`, await png(64, 48), 'image/png');
    await expect(
      uploads(page)
        .getByRole('listitem')
        .filter({ hasText: `${base}-dropped.png` }),
    ).toContainText('Uploaded');
    // Into a text field, a clipboard that also holds text is an ordinary paste (an image copied from a page).
    await dropOrPaste(page, 'paste', `${base}-typed.png`, await png(10, 10), 'image/png', {
      selector: 'input[type="search"]',
      text: 'some words',
    });
    await dropOrPaste(page, 'paste', `${base}-pasted.png`, await png(30, 20), 'image/png');
    await expect(
      uploads(page)
        .getByRole('listitem')
        .filter({ hasText: `${base}-pasted.png` }),
    ).toContainText('Uploaded');
    await expect(
      uploads(page)
        .getByRole('listitem')
        .filter({ hasText: `${base}-typed.png` }),
    ).toHaveCount(0);
    await search(page, base);
    await expect(card(page, `${base}-dropped`)).toContainText('64 × 48');
    await expect(card(page, `${base}-pasted`)).toContainText('30 × 20');
    expect((await assetsNamed(api, base)).map((r) => [r.width, r.height]).sort()).toEqual([
      [30, 20],
      [64, 48],
    ]);
  } finally {
    await removeFiles(api, base);
  }
});

test('a wrong type, an oversized file and bytes that are not what the name says are refused; nothing is stored', async ({
  asAdmin: { page },
  api,
}) => {
  const base = unique('refused');
  const live = page.locator('[aria-live="polite"]');
  try {
    await page.goto(SCREEN);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (
      await chooser
    ).setFiles([
      { name: `${base}.txt`, mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: `${base}-big.jpg`, mimeType: 'image/jpeg', buffer: Buffer.alloc(12 * 1024 * 1024, 1) },
      // Checked by the server: a text file called .png is refused from its bytes.
      {
        name: `${base}-fake.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('this is plain text, not a PNG'),
      },
    ]);
    const list = uploads(page);
    await expect(
      list.getByText(`${base}.txt is not a supported file type. Use JPEG, PNG, WebP, AVIF, GIF or PDF.`),
    ).toBeVisible();
    await expect(list.getByText(`${base}-big.jpg is 12.0 MB; the limit is 10 MB.`)).toBeVisible();
    const fake = `${base}-fake.png is not a supported file type, or its contents do not match its name. Use JPEG, PNG, WebP, AVIF, GIF or PDF.`;
    await expect(list.getByText(fake)).toBeVisible();
    await expect(live.filter({ hasText: fake })).toHaveCount(1);
    expect(await assetsNamed(api, base)).toEqual([]);

    // A dismissed failure leaves nothing on the screen either.
    await list.getByRole('button', { name: `Dismiss ${base}.txt` }).click();
    await expect(list.getByText(`${base}.txt`, { exact: false })).toHaveCount(0);
  } finally {
    await removeFiles(api, base);
  }
});

test('a learner cannot open the Media Library nor read its catalogue', async ({
  asLearner: { page, session },
  api,
}) => {
  await page.goto(SCREEN);
  await expect(page.getByRole('heading', { name: /^(Access Denied|Dashboard)$/, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Media Library' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Media Library' })).toHaveCount(0);
  // And the catalogue itself shows them nothing (RLS), whatever the screen does.
  const res = await api.asUser(session.access_token, 'GET', '/rest/v1/media_assets?select=id');
  expect(await res.json()).toEqual([]);
});

test('at phone width the details open in a sheet', async ({ asAdmin: { page, session }, api }) => {
  const base = unique('phone');
  const path = `2026/11/${base}-zz9zz9.png`;
  try {
    await storeImage(page, api, session.access_token, path, await png(50, 50));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(SCREEN);
    await search(page, base);
    await card(page, base).click();
    const sheet = page.getByRole('dialog', { name: `${base}-zz9zz9.png` });
    await expect(sheet.getByRole('textbox', { name: 'Alt text' })).toBeVisible();
    // The sheet has focus, not a field (no keyboard thrown up over the preview on a phone).
    await expect(sheet).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.locator(':focus')).toHaveCount(1);
    await expect(sheet.getByText('Not used in any post, course or slide.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(card(page, base)).toBeFocused();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await removeFiles(api, base);
  }
});

// The shared picker (components/media/media-picker-dialog.tsx), as the post editor's cover field hosts it.
test('the picker offers images only, asks for missing alt text, saves it with the file, and uploads', async ({
  asAdmin: { page, session },
  api,
}) => {
  const base = unique('picker');
  const imagePath = `2026/11/${base}-blue-aaa111.png`;
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  try {
    await storeImage(page, api, session.access_token, imagePath, await png(80, 45));
    await storeImage(
      page,
      api,
      session.access_token,
      `2026/11/${base}-doc-bbb222.pdf`,
      pdf,
      'application/pdf',
    );
    await page.goto('/admin/posts/new');
    const open = page.getByRole('button', { name: 'Choose cover image' });
    await open.click();
    const picker = page.getByRole('dialog', { name: 'Choose cover image' });
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(base);
    const images = picker.getByRole('list', { name: 'Images' });
    // The PDF is not offered.
    await expect(images.getByRole('button')).toHaveCount(1);
    const choice = images.getByRole('button', { name: `Choose: ${base}-blue-aaa111.png (no alt text)` });
    await choice.focus();
    await page.keyboard.press('Enter');

    // No alt text yet: it is asked for, required, and saved with the file.
    const alt = picker.getByRole('textbox', { name: `Alt text for ${base}-blue-aaa111.png` });
    await expect(alt).toBeFocused();
    await picker.getByRole('button', { name: 'Save and use image' }).click();
    await expect(
      picker.getByText('Enter alt text: describe the image for people who cannot see it.'),
    ).toBeVisible();
    await alt.fill('A blue test card');
    await picker.getByRole('button', { name: 'Save and use image' }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'A blue test card' })).toBeVisible();
    expect((await assetsNamed(api, `${base}-blue`))[0]?.alt_text).toBe('A blue test card');

    // Next time it is picked at once, under its alt text.
    await page.getByRole('button', { name: 'Replace cover image' }).click();
    await picker.getByRole('searchbox', { name: 'Search images' }).fill(base);
    await picker.getByRole('button', { name: `Choose: A blue test card (${base}-blue-aaa111.png)` }).click();
    await expect(picker).toHaveCount(0);

    // Uploading from the picker: progress, then the new file's alt text, then it is the pick.
    await page.getByRole('button', { name: 'Replace cover image' }).click();
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('button', { name: 'Upload image' }).click();
    await (
      await chooser
    ).setFiles({ name: `${base}-new.png`, mimeType: 'image/png', buffer: await png(120, 60) });
    const newAlt = picker.getByRole('textbox', {
      name: new RegExp(`^Alt text for ${base}-new-[a-z0-9]{6}\\.png$`),
    });
    await expect(newAlt).toBeFocused();
    await newAlt.fill('A freshly uploaded banner');
    await picker.getByRole('button', { name: 'Save and use image' }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'A freshly uploaded banner' })).toBeVisible();
    expect(await assetsNamed(api, `${base}-new`)).toMatchObject([
      { alt_text: 'A freshly uploaded banner', width: 120, height: 60 },
    ]);
  } finally {
    await removeFiles(api, base);
  }
});

test('an upload can be cancelled and leaves nothing behind', async ({ asAdmin: { page }, api }) => {
  const base = unique('cancel');
  // The upload is held at the network until the test lets go, so it is still in flight when cancelled.
  let held: (() => Promise<void>) | null = null;
  await page.route('**/storage/v1/object/media/**', (route) => {
    held = () => route.abort().catch(() => undefined);
  });
  try {
    await page.goto(SCREEN);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload files' }).click();
    await (await chooser).setFiles({ name: `${base}.png`, mimeType: 'image/png', buffer: await png(20, 20) });
    await expect(
      page.locator('[aria-live="polite"]').filter({ hasText: `Uploading ${base}.png` }),
    ).toHaveCount(1);
    await expect.poll(() => held !== null).toBe(true);
    await uploads(page)
      .getByRole('button', { name: `Cancel upload of ${base}.png` })
      .click();
    await expect(uploads(page).getByText(`The upload of ${base}.png was cancelled.`)).toBeVisible();
    expect(await assetsNamed(api, base)).toEqual([]);
  } finally {
    await (held as (() => Promise<void>) | null)?.();
    await removeFiles(api, base);
  }
});

test('an empty library, a library past one read, and a failed read say so', async ({
  asEditor: { page },
}) => {
  // The shared e2e database is never empty while other tests upload: the list's answer is faked here.
  const list = (url: URL) => url.pathname === '/rest/v1/media_assets';
  await page.route(list, (route) => route.fulfill({ json: [] }));
  await page.goto(SCREEN);
  await expect(emptyState(page)).toHaveText(
    'No files yet. Upload images and documents to use them in posts, slides and courses.',
  );
  await page.unroute(list);

  // A library larger than one screen's read says how to reach the rest.
  const rows = Array.from({ length: 200 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    object_id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
    object_path: `2026/11/many-${i}.pdf`,
    file_name: `many-${i}.pdf`,
    mime_type: 'application/pdf',
    size_bytes: 1000,
    width: null,
    height: null,
    alt_text: '',
    caption: null,
    uploaded_by: null,
    created_at: '2026-11-20T12:00:00Z',
    updated_at: '2026-11-20T12:00:00Z',
    uploader: null,
  }));
  await page.route(list, (route) => route.fulfill({ json: rows }));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Files' }).getByRole('listitem')).toHaveCount(200);
  await expect(page.getByText('Showing the newest 200 files. Search to find older ones.')).toBeVisible();
  await page.unroute(list);

  await page.route(list, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sorry, there was an error loading the files.' }),
  ).toBeVisible();
});
