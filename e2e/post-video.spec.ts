// A video in a post (issue 24 item 6): the editor's <iframe class="ql-video"> has no size of its own, and a
// browser draws such a frame 300×150. On the public post it is the full width of the text at 16:9, as the
// course player shows one — on a phone and on a desktop, in the server's HTML (no script) and once hydrated.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const SHOTS = process.env.SHOTS_DIR;
const VIDEO =
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" title="Embedded video" src="https://www.youtube.com/embed/xyz"></iframe>';
const CONTENT = `<p>Before the video.</p>${VIDEO}<p>After the video.</p>`;

/** The player answers from here: the test never waits on YouTube. */
async function stubPlayer(page: Page): Promise<void> {
  await page.route('https://www.youtube.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }),
  );
}

/** The frame's box against the width of the post's text column. */
async function videoBox(page: Page) {
  const frame = page.locator('#post-body iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/xyz');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  const textWidth = await page.locator('#post-body').evaluate((el) => el.clientWidth);
  if (!box) throw new Error('the video has no box');
  return { width: box.width, height: box.height, textWidth };
}

function expectFullWidth16by9({ width, height, textWidth }: Awaited<ReturnType<typeof videoBox>>) {
  expect(Math.abs(width - textWidth)).toBeLessThanOrEqual(1);
  expect(Math.abs(height - (width * 9) / 16)).toBeLessThanOrEqual(2);
  expect(width).toBeGreaterThan(300); // not the browser's 300×150
}

async function withoutScript(browser: Browser, width: number, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    const page = await context.newPage();
    await stubPlayer(page);
    await page.goto(path);
    return await videoBox(page);
  } finally {
    await context.close();
  }
}

for (const width of [390, 1280]) {
  test(`a post's video is the text's width at 16:9 at ${width}px, server-rendered and hydrated`, async ({
    page,
    browser,
    seed,
  }) => {
    const post = await seed.post({ content: CONTENT });
    const path = `/blog/${post.slug}`;

    // The server's HTML alone (no script runs): the stylesheet sizes the frame.
    expectFullWidth16by9(await withoutScript(browser, width, path));

    await page.setViewportSize({ width, height: 900 });
    await stubPlayer(page);
    await page.goto(path);
    const box = await videoBox(page);
    expectFullWidth16by9(box);
    // The text column at this width: 358px on a 390px phone, the article's 3xl measure on a desktop.
    expect(box.textWidth).toBe(width === 390 ? 358 : 720);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/post-video-${width}.png` });
  });
}
