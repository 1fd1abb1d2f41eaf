// Issue 13, one page per glossary term (/glossary/{slug}): reached from the term in the glossary list,
// it shows the term, its definition, its category label and its related terms as links to their own
// pages, and leads back to the glossary; an unknown term is the not-found page with a 404. The head the
// app renders is the one the server wrote (one source: the route manifest). Zero serious axe violations,
// no horizontal scrolling at 390 px, no CSP violation.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

const MULTISIG_DEFINITION = /^Short for multi-signature: a wallet that needs several independent keys/;

/** CSP violations (events and console errors) of `page` from now on. */
async function watchCsp(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeBinding('__reportCsp', (_source, v: string) => {
    found.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (v: string) => void }).__reportCsp(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) found.push(msg.text());
  });
  return found;
}

test('a term in the list leads to its own page: term, category, definition, related terms, back link', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto('/glossary');
  const terms = page.getByRole('region', { name: 'Terms' });
  await terms
    .getByRole('heading', { name: 'Multisig', exact: true })
    .getByRole('link', { name: 'Multisig' })
    .click();

  await expect(page).toHaveURL(/\/glossary\/multisig$/);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Multisig');
  await expect(main.getByText('Category: Security')).toBeVisible();
  await expect(main.getByText(MULTISIG_DEFINITION)).toBeVisible();
  const related = main.getByRole('region', { name: 'Related terms' }).getByRole('link');
  await expect(related).toHaveText(['Private Key', 'Cold Storage']);
  await expect(page).toHaveTitle(/^Multisig — Bitcoin Glossary \| /);

  // A related term opens its own page; the back link returns to the list.
  await related.filter({ hasText: 'Private Key' }).click();
  await expect(page).toHaveURL(/\/glossary\/private-key$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Private Key');
  await main.getByRole('link', { name: 'Back to the glossary' }).click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Bitcoin Glossary');
  expect(violations).toEqual([]);
});

test("a term page's head in the server HTML is the one the app renders", async ({ page, request }) => {
  const raw = await (await request.get('/glossary/proof-of-work')).text();
  const serverTitle = /<title data-ssr>([^<]*)<\/title>/.exec(raw)?.[1];
  expect(serverTitle).toMatch(/^Proof of Work — Bitcoin Glossary \| /);
  expect(raw).toContain('"@type":"DefinedTerm"');

  await page.goto('/glossary/proof-of-work');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Proof of Work');
  await expect(page).toHaveTitle(serverTitle ?? '');
  // The app's own tags replaced the server's: one title, one canonical.
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/glossary\/proof-of-work$/,
  );
});

test('a term page is accessible and fits a 390 px phone without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/glossary/dollar-cost-averaging');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText('Dollar-Cost Averaging');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoA11yViolations(page);
  expect(violations).toEqual([]);
});

test('an unknown term is the not-found page, with a 404', async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto('/glossary/no-such-term');
  expect(res?.status()).toBe(404);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(
    'Houston We Have a Problem!',
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(violations).toEqual([]);
});
