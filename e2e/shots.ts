// Screenshots for a person to look at (E2E_SHOTS=<dir>), at the two widths the house rules name (390 and
// 1280 px); nothing happens without E2E_SHOTS.
import type { Page } from '@playwright/test';

export async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
