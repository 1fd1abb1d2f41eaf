// Images in education (the media library, issue 23): an admin gives a course a cover from the library
// (uploaded inside the picker: a real JPEG made by sharp) with its alt text and adds an image slide by
// picking the same file; a learner then sees the cover on /education and on the course page, and the slide's
// image with its alt text and responsive variants — every URL of which answers with an image.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoA11yViolations, test, type Api } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const RENDER = '/storage/v1/render/image/public/media/';

type Row = Record<string, unknown> & { id: string };
const one = async (api: Api, path: string): Promise<Row> => {
  const [row] = await api.service<Row[]>('GET', path);
  if (!row) throw new Error(`no row at ${path}`);
  return row;
};

/**
 * Screenshots for the visual check (SHOTS_DIR=/tmp/shots-education) at 1280 and 390 px; never in the repo.
 * With `part`, the viewport around it (a dialog scrolls inside itself, which a full-page shot misses).
 */
async function shots(page: Page, name: string, part?: Locator): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await part?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: !part });
  }
  await page.setViewportSize(size);
}

/** A 1600×900 JPEG with a gradient and a disc — real pixels, so every transformed variant differs. */
async function photo(): Promise<Buffer> {
  const width = 1600;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const inDisc = (x - 800) ** 2 + (y - 450) ** 2 < 250 ** 2;
      raw[i] = inDisc ? 247 : Math.round((x / width) * 60);
      raw[i + 1] = inDisc ? 147 : Math.round((y / height) * 60);
      raw[i + 2] = inDisc ? 26 : 90;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The image has been fetched and decoded (its pixels are there, not a broken-image box). */
async function expectLoaded(img: Locator): Promise<void> {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

/** Every URL of the image (src and each srcset candidate) answers 200 with an image. */
async function expectUrlsAnswer(page: Page, img: Locator): Promise<string[]> {
  const src = (await img.getAttribute('src')) ?? '';
  const srcset = (await img.getAttribute('srcset')) ?? '';
  const urls = [src, ...srcset.split(',').map((c) => c.trim().split(/\s+/)[0] ?? '')].filter(Boolean);
  for (const url of urls) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toMatch(/^image\//);
  }
  return urls;
}

async function pick(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a course cover and an image slide from the media library, as staff set them and learners see them', async ({
  asAdmin,
  asLearner,
  seed,
  api,
}) => {
  test.setTimeout(120_000);
  const course = await seed.course({ description: 'Covers and charts.' });
  const mod = await seed.module(course.id, { title: `E2E images ${Date.now().toString(36)}`, sort_order: 0 });
  const stem = `halving-${Date.now().toString(36)}`;
  const fileName = `${stem}.jpg`;
  // The library names the stored file after the upload, plus a random suffix (halving-…-x7k2q9.jpg).
  const storedName = new RegExp(`${stem}-[a-z0-9]+\\.jpg`);
  const coverAlt = 'An orange coin on a dark blue gradient';
  const slideAlt = 'Chart: the block reward halves every 210,000 blocks';
  let coverPath = '';
  try {
    // ── Staff: the course's cover, uploaded inside the picker ──
    const admin = asAdmin.page;
    await admin.goto('/admin/education');
    const card = admin.getByRole('group', { name: course.name, exact: true });
    await card.getByRole('button', { name: `Edit ${course.name}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Edit Course' });
    await expect(edit.getByText('No cover image')).toBeVisible();
    await expect(edit.getByLabel('Cover image alt text')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Choose cover image' }).click();
    const picker = admin.getByRole('dialog', { name: 'Choose cover image' });
    await picker
      .locator('input[type="file"]')
      .setInputFiles({ name: fileName, mimeType: 'image/jpeg', buffer: await photo() });
    // A new upload has no alt text: the picker asks for it before the image can be used.
    await picker.getByLabel(new RegExp(`^Alt text for ${storedName.source}$`)).fill(coverAlt);
    await picker.getByRole('button', { name: 'Save and use image' }).click();
    await expect(picker).toHaveCount(0);
    await expect(edit).toBeVisible(); // the picker's own form did not send the course form
    await expect(edit.getByRole('button', { name: 'Replace cover image' })).toBeFocused();
    await expect(edit.getByText(`Cover image chosen: ${coverAlt}.`)).toBeAttached();
    const altBox = edit.getByLabel('Cover image alt text');
    await expect(altBox).toHaveValue(coverAlt);
    const preview = edit.getByRole('img', { name: coverAlt });
    await expect(preview).toHaveAttribute('srcset', new RegExp(`${RENDER}.*resize=cover 960w`));
    await expectLoaded(preview);

    // Remove, then choose the same file again from the library's grid.
    await edit.getByRole('button', { name: 'Remove cover image' }).click();
    await expect(edit.getByText('No cover image')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Choose cover image' })).toBeFocused();
    await expect(edit.getByText('Cover image removed.')).toBeAttached();
    await edit.getByRole('button', { name: 'Choose cover image' }).click();
    await picker
      .getByRole('button', { name: new RegExp(`^Choose: ${coverAlt} \\(${storedName.source}\\)$`) })
      .click();
    await expect(picker).toHaveCount(0);

    // Alt text is required with a cover and at most 300 characters, said in words before any save.
    await altBox.fill('   ');
    await edit.getByRole('button', { name: 'Update Course' }).click();
    await expect(edit.getByText('Cover image alt text is required', { exact: true })).toBeVisible();
    await expect(altBox).toHaveAttribute('aria-invalid', 'true');
    await altBox.fill('a'.repeat(301));
    await expect(edit.getByText('Cover image alt text must be at most 300 characters')).toBeVisible();
    await altBox.fill(coverAlt);
    await expect(edit.getByText('Cover image alt text is required')).toHaveCount(0);
    await expectNoA11yViolations(admin);
    await shots(admin, 'course-form', edit.getByText('Cover image', { exact: true }));
    await edit.getByRole('button', { name: 'Update Course' }).click();
    await expect(admin.getByText('Category updated successfully')).toBeVisible();
    await expect(edit).toHaveCount(0);
    const stored = await one(api, `/rest/v1/education_categories?id=eq.${course.id}`);
    expect(stored.cover_image_alt).toBe(coverAlt);
    coverPath = String(stored.cover_image_path);
    expect(coverPath).toMatch(/^\d{4}\/\d{2}\/halving-[a-z0-9-]+\.jpg$/);
    const libraryUrl = `/storage/v1/object/public/media/${coverPath}`;

    // ── Staff: an image slide, picked from the library ──
    await admin.getByRole('tab', { name: 'Module Management' }).click();
    await admin.getByRole('button', { name: `Slides of ${mod.title}` }).click();
    const manage = admin.getByRole('dialog', { name: `Manage Slides: ${mod.title}` });
    await manage.getByRole('button', { name: 'Add Slide' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Add Slide' });
    await dialog.getByLabel('Title', { exact: true }).fill('The halving');
    await expect(dialog.getByRole('button', { name: 'Choose from library' })).toHaveCount(0);
    await pick(admin, dialog, 'Slide Type', 'Image');
    // A path that climbs out of the bucket is no library URL: SPEC's message.
    await dialog.getByLabel('Media URL').fill('/storage/v1/object/public/media/../secrets.jpg');
    await dialog.getByRole('button', { name: 'Add Slide' }).click();
    await expect(dialog.getByText('Must be a valid URL', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Choose from library' }).click();
    const slidePicker = admin.getByRole('dialog', { name: 'Choose slide image' });
    await slidePicker
      .getByRole('button', { name: new RegExp(`^Choose: ${coverAlt} \\(${storedName.source}\\)$`) })
      .click();
    await expect(slidePicker).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Choose from library' })).toBeFocused();
    await expect(dialog.getByText(`Image chosen: ${coverAlt}.`)).toBeAttached();
    await expect(dialog.getByLabel('Media URL')).toHaveValue(libraryUrl);
    await expect(dialog.getByText('Must be a valid URL')).toHaveCount(0);
    const slideAltBox = dialog.getByLabel('Image alt text');
    await expect(slideAltBox).toHaveValue(coverAlt);
    await slideAltBox.fill('');
    await dialog.getByRole('button', { name: 'Add Slide' }).click();
    await expect(dialog.getByText('Image alt text is required', { exact: true })).toBeVisible();
    await slideAltBox.fill(slideAlt);
    await shots(admin, 'slide-form', dialog.getByLabel('Media URL'));
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const shown = dialog.getByRole('article', { name: 'Slide preview' }).getByRole('img', { name: slideAlt });
    await expect(shown).toHaveAttribute('srcset', new RegExp(`${RENDER}.*resize=contain 640w`));
    await expectLoaded(shown);
    await expectNoA11yViolations(admin);
    await shots(admin, 'slide-preview', shown);
    await dialog.getByRole('button', { name: 'Add Slide' }).click();
    await expect(admin.getByText('Slide created successfully')).toBeVisible();
    const slide = await one(api, `/rest/v1/module_slides?module_id=eq.${mod.id}`);
    expect(slide).toMatchObject({ slide_type: 'image', media_url: libraryUrl, media_alt: slideAlt });

    // ── Learner: the cover on the catalogue card and the course page, the slide's image ──
    const learner = asLearner.page;
    await learner.goto('/education');
    const courseCard = learner.locator('[data-slot="card"]').filter({ hasText: course.name });
    const cardCover = courseCard.getByRole('img', { name: coverAlt });
    await expect(cardCover).toHaveAttribute('loading', 'lazy');
    await expect(cardCover).toHaveAttribute('width', '960');
    await expect(cardCover).toHaveAttribute('height', '540');
    await expect(cardCover).toHaveAttribute('sizes', /490px/);
    await expectLoaded(cardCover);
    const cardUrls = await expectUrlsAnswer(learner, cardCover);
    expect(cardUrls).toContain(`${RENDER}${coverPath}?width=320&height=180&resize=cover`);
    // 16:9 on screen, whatever the width of the card.
    const box = await cardCover.boundingBox();
    expect(Math.abs((box?.width ?? 0) / (box?.height ?? 1) - 16 / 9)).toBeLessThan(0.02);
    await expectNoA11yViolations(learner);
    await shots(learner, 'education-cards');

    await courseCard.getByRole('link', { name: 'Start Course' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
    const pageCover = learner.getByRole('img', { name: coverAlt });
    await expect(pageCover).not.toHaveAttribute('loading', 'lazy'); // the page's largest paint
    await expect(pageCover).toHaveAttribute('srcset', /1280w/);
    await expectLoaded(pageCover);
    await expectUrlsAnswer(learner, pageCover);
    await shots(learner, 'course-page');

    await learner.getByRole('link', { name: `Start: ${mod.title}` }).click();
    const slideImage = learner.getByRole('img', { name: slideAlt });
    await expect(slideImage).toHaveAttribute('sizes', '(min-width: 800px) 768px, 100vw');
    await expect(slideImage).toHaveAttribute('srcset', new RegExp(`${RENDER}.*resize=contain 1920w`));
    await expectLoaded(slideImage);
    const slideUrls = await expectUrlsAnswer(learner, slideImage);
    expect(slideUrls.every((u) => u.startsWith(RENDER))).toBe(true);
    await expectNoA11yViolations(learner);
    // A slide with an image and no text has no empty text block under the image.
    const slideCard = learner.locator('[data-slot="card"]').filter({ has: slideImage });
    await expect(slideCard.locator('.prose-content')).toHaveCount(0);
    await shots(learner, 'slide-player');

    // ── Staff: removing the cover stores no path and no alt text ──
    await admin.keyboard.press('Escape');
    await expect(manage).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Course Management' }).click();
    await card.getByRole('button', { name: `Edit ${course.name}` }).click();
    await edit.getByRole('button', { name: 'Remove cover image' }).click();
    await edit.getByRole('button', { name: 'Update Course' }).click();
    await expect(admin.getByText('Category updated successfully')).toBeVisible();
    expect(await one(api, `/rest/v1/education_categories?id=eq.${course.id}`)).toMatchObject({
      cover_image_path: null,
      cover_image_alt: null,
    });
  } finally {
    if (coverPath) await api.service('DELETE', '/storage/v1/object/media', { prefixes: [coverPath] });
  }
});

test('an old image slide without alt text shows its title as the alt text, an external image as it is', async ({
  asLearner: { page },
  seed,
}) => {
  const course = await seed.course();
  const mod = await seed.module(course.id);
  await seed.slide(mod.id, {
    title: 'Supply schedule',
    slide_type: 'image',
    media_url: 'https://example.com/supply.png',
  });
  await page.goto(`/education/module/${mod.id}`);
  const img = page.getByRole('img', { name: 'Supply schedule' });
  await expect(img).toHaveAttribute('src', 'https://example.com/supply.png');
  await expect(img).not.toHaveAttribute('srcset', /./);
});
