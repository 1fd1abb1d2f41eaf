// Shared Playwright fixtures: each test plays its own client IP (the server trusts X-Forwarded-For in
// e2e), so per-IP rate limits never couple tests; `expectNoA11yViolations` runs axe-core on the page.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

function randomIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `10.${b()}.${b()}.${b()}`;
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomIp() });
    await use(page);
  },
});

/** Zero serious or critical axe-core violations on the current page. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

export { expect };
