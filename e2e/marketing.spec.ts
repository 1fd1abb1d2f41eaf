// Public marketing pages (SPEC §2 Home, Services, Glossary, About, Not-found; /privacy, /terms): exact texts,
// main actions, one h1 and ordered headings, no horizontal scrolling at 375px, zero serious axe violations.
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';
import { readAsStaff } from './staff-read.ts';

const PAGES = [
  { path: '/', h1: 'Bitcoin for Business', title: 'Bitcoin for Business' },
  { path: '/services', h1: 'Our Services', title: 'Services' },
  { path: '/glossary', h1: 'Bitcoin Glossary', title: 'Bitcoin Glossary' },
  { path: '/about', h1: 'Your Partner in Bitcoin Adoption', title: 'About Us' },
  { path: '/contact', h1: 'Schedule a Consultation', title: 'Contact Us' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service', title: 'Terms of Service' },
  { path: '/no-such-page', h1: 'Houston We Have a Problem!', title: 'Page not found' },
] as const;

/** Heading levels in document order, each never more than one deeper than the one before. */
async function expectOrderedHeadings(page: Page): Promise<void> {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((hs) => hs.map((h) => Number(h.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  expect(levels.filter((l) => l === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0)
      expect(level, `heading ${i} (h${level}) after h${levels[i - 1]}`).toBeLessThanOrEqual(
        levels[i - 1]! + 1,
      );
  });
}

for (const { path, h1, title } of PAGES) {
  test(`${path}: one h1 '${h1}', ordered headings, a title, and no serious axe violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    await expectOrderedHeadings(page);
    await expect(page).toHaveTitle(`${title} | Bitcoin Advisory`);
    // The page's own description, hoisted by React 19 after the server-rendered default.
    await expect(page.locator('head meta[name="description"]').last()).toHaveAttribute('content', /.{30,}/);
    await expectNoA11yViolations(page);
  });

  test(`${path}: fits a 375px screen without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('home: hero with calls to action, three highlights, eight service cards and a closing consultation link', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
  for (const title of ['Secure Custody', 'Balance Sheet Integration', 'Expert Guidance']) {
    await expect(main.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
  const services = main.getByRole('region', { name: 'Advisory Services' });
  const cards = services.getByRole('list').first().locator(':scope > li');
  await expect(cards).toHaveCount(8);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  }
  const closing = main.getByRole('link', { name: 'Schedule a Consultation' });
  await expect(closing).toHaveAttribute('href', '/contact');
  await closing.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('services: four groups of two services with features, and a consultation call to action', async ({
  page,
}) => {
  await page.goto('/services');
  const main = page.getByRole('main');
  const groups = ['Investment Strategy', 'Security & Custody', 'Financial Services', 'Technical & Advisory'];
  for (const name of groups) {
    const group = main.getByRole('region', { name, exact: true });
    await expect(group.getByRole('heading', { level: 2, name })).toBeVisible();
    const services = group.getByRole('list').first().locator(':scope > li');
    await expect(services).toHaveCount(2);
    for (const s of await services.all()) {
      expect(await s.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    }
  }
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(5); // four groups + the call to action
  await main.getByRole('link', { name: 'Schedule a Consultation' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe('glossary', () => {
  test('lists 15 terms, each with its category and related terms, under display-only category chips', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    await expect(search).toHaveAttribute('placeholder', 'Search terms...');
    const terms = page.getByRole('region', { name: 'Terms' }).locator('ul.grid > li');
    await expect(terms).toHaveCount(15);
    const chips = page.getByRole('list', { name: 'Categories:' }).getByRole('listitem');
    await expect(chips).toHaveText([
      'All',
      'Basic Concepts',
      'Technology',
      'Security',
      'Investment Strategy',
      'Mining',
      'Culture',
    ]);
    // Display only: no chip is a button or a link, and nothing filters.
    await expect(page.getByRole('list', { name: 'Categories:' }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Categories:' }).getByRole('link')).toHaveCount(0);
    await chips.filter({ hasText: 'Mining' }).click();
    await expect(terms).toHaveCount(15);

    const multisig = terms.filter({ has: page.getByRole('heading', { name: 'Multisig', exact: true }) });
    await expect(multisig).toContainText('Security');
    await expect(multisig.getByRole('list', { name: 'Terms related to Multisig' })).toContainText(
      'Private Key',
    );

    // A related term searches the glossary for it.
    await multisig.getByRole('link', { name: 'Private Key' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('Private Key');
    await expect(page.getByRole('status')).toHaveText(/terms? found for "Private Key"$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Private Key' })).toBeVisible();
  });

  test('filters by term or definition, case-insensitively, with the result count', async ({ page }) => {
    await page.goto('/glossary');
    const search = page.getByRole('searchbox', { name: 'Search terms' });
    const terms = page.getByRole('region', { name: 'Terms' }).locator('ul.grid > li');
    const status = page.getByRole('status');

    await search.fill('KEY');
    await expect(status).toHaveText(/^\d+ terms found for "KEY"$/);
    await expect(terms.getByRole('heading', { name: 'Private Key' })).toBeVisible();
    await expect(terms.getByRole('heading', { name: 'Multisig' })).toBeVisible(); // 'keys' only in its definition
    await expect(terms.getByRole('heading', { name: 'Halving' })).toBeHidden();
    const n = await terms.count();
    await expect(status).toHaveText(`${n} terms found for "KEY"`);

    await search.fill('bip-39'); // only in the Seed Phrase definition
    await expect(status).toHaveText('1 term found for "bip-39"');
    await expect(terms).toHaveCount(1);
    await expect(terms.getByRole('heading', { level: 3 })).toHaveText('Seed Phrase');
    await expect(page).toHaveURL(/\?q=bip-39$/);
  });

  test('lists the terms A–Z under an A–Z jump whose letters without a term are not links', async ({
    page,
  }) => {
    await page.goto('/glossary');
    const headings = page
      .getByRole('region', { name: 'Terms' })
      .locator('ul.grid > li')
      .getByRole('heading', {
        level: 3,
      });
    await expect(headings).toHaveCount(15);
    const names = await headings.allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names.slice(0, 3)).toEqual(['Bitcoin', 'Blockchain', 'Cold Storage']);

    const az = page.getByRole('navigation', { name: 'Glossary A–Z' });
    const letters = [...new Set(names.map((n) => n[0]!.toUpperCase()))];
    await expect(az.getByRole('link')).toHaveText(letters);
    await expect(az.getByRole('listitem')).toHaveCount(26);
    // A letter with no term is text, not a link: Q and Z have none.
    await expect(az.getByRole('listitem').filter({ hasText: /^Q$/ }).getByRole('link')).toHaveCount(0);
    await expect(az.getByRole('listitem').filter({ hasText: /^Z$/ })).toBeVisible();

    // The cards below a phone's first screen are laid out only when they come near the viewport (the page's
    // first layout and its TBT); the first screen's cards never wait. The jump below lands on one of the later.
    const rendering = await page
      .locator('section[aria-labelledby="glossary-terms-heading"] > ul > li')
      .evaluateAll((items) => items.map((li) => getComputedStyle(li).contentVisibility));
    expect(rendering.slice(0, 4)).toEqual(['visible', 'visible', 'visible', 'visible']);
    expect(rendering.slice(4)).toEqual(Array(rendering.length - 4).fill('auto'));

    // A letter jumps to its first term.
    await az.getByRole('link', { name: 'T', exact: true }).click();
    await expect(page).toHaveURL(/#glossary-letter-t$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Treasury Reserve Asset' })).toBeInViewport();

    // With a search, only the letters of the terms found are links.
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('key');
    await expect(page.getByRole('status')).toHaveText(/terms found for "key"$/);
    const found = await headings.allTextContents();
    await expect(az.getByRole('link')).toHaveText([...new Set(found.map((n) => n[0]!.toUpperCase()))]);
  });

  test('category chips look like labels, not like filter buttons', async ({ page }) => {
    await page.goto('/glossary');
    const chips = page.getByRole('list', { name: 'Categories:' }).getByRole('listitem');
    await expect(chips.first()).toBeVisible();
    const looks = await chips.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return {
          bg: s.backgroundColor,
          radius: parseFloat(s.borderTopLeftRadius),
          height: el.clientHeight,
          cursor: s.cursor,
        };
      }),
    );
    // All alike (none looks selected), square-cornered tags rather than pills, and no pointer cursor.
    expect(new Set(looks.map((l) => l.bg)).size).toBe(1);
    for (const l of looks) {
      expect(l.radius).toBeLessThan(l.height / 2);
      expect(l.cursor).not.toBe('pointer');
    }
  });

  test("shows 'No terms found' when nothing matches and everything again when cleared", async ({ page }) => {
    await page.goto('/glossary?q=dogecoin');
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue('dogecoin');
    await expect(page.getByRole('status')).toHaveText('0 terms found for "dogecoin"');
    await expect(page.getByRole('heading', { name: 'No terms found' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('');
    await expect(page.getByRole('region', { name: 'Terms' }).locator('ul.grid > li')).toHaveCount(15);
    await expect(page.getByRole('heading', { name: 'No terms found' })).toBeHidden();
  });
});

test('about: stats, mission, four values, three team profiles and calls to action that lead somewhere', async ({
  page,
}) => {
  await page.goto('/about');
  const main = page.getByRole('main');
  for (const stat of ['10+', '500+', '$50M+', '98%']) {
    await expect(main.getByText(stat, { exact: true })).toBeVisible();
  }
  for (const label of ['Years of experience', 'Clients served', 'Bitcoin secured', 'Client success rate']) {
    await expect(main.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Our Values' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  await expect(main.getByRole('region', { name: 'Our Team' }).getByRole('heading', { level: 3 })).toHaveCount(
    3,
  );
  // docs/decisions/0004-about-cta.md: the spec's inert buttons lead to /contact and /services instead.
  await expect(main.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await main.getByRole('link', { name: 'View Our Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('privacy and terms are real pages with sections, linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(/Last updated:/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Terms of Service' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No Investment Advice' })).toBeVisible();
});

test('not-found: the 404 page keeps its texts, sends visitors home and stays out of search results', async ({
  page,
}) => {
  await page.goto('/missing/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Houston We Have a Problem!' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText(/drifted off into space/)).toBeVisible();
  await expect(page.locator('head meta[name="robots"]').last()).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Return to Mission Control' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitcoin for Business' })).toBeVisible();
});

test.describe('not-found logging', () => {
  const LOG = '**/rest/v1/rpc/log_not_found';

  /** Answers every log call itself, keeping its body; `logged(path)` resolves once `path` has been logged. */
  async function answerLogs(page: Page) {
    const bodies: { path?: string }[] = [];
    const waiters: { path: string; resolve: () => void }[] = [];
    await page.route(LOG, async (route) => {
      const body = route.request().postDataJSON() as { path?: string };
      bodies.push(body);
      for (const w of waiters.filter((w) => w.path === body.path)) w.resolve();
      await route.fulfill({ status: 200, contentType: 'application/json', body: 'true' });
    });
    const logged = (path: string) =>
      bodies.some((b) => b.path === path)
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ path, resolve }));
    return { bodies, logged };
  }

  /**
   * Moves the app to another missing page in the browser and waits until that page is logged: whatever the
   * page before it was going to log has been sent by then (it logs from an effect React runs before the
   * next page renders, by the same way), so what was not sent never will be. An event, not a pause.
   */
  async function thenAnotherMissingPage(page: Page, logged: (path: string) => Promise<void>) {
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/also-missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await logged('/also-missing');
  }

  test('records the missing path once per visit through log_not_found', async ({ page }) => {
    const { bodies, logged } = await answerLogs(page);
    await page.goto('/old-pricing?ref=mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Houston We Have a Problem!' })).toBeVisible();
    // The page logs once its own part has hydrated (the route's code may arrive after the app's mark).
    await logged('/old-pricing');
    await thenAnotherMissingPage(page, logged);
    expect(bodies).toEqual([{ path: '/old-pricing' }, { path: '/also-missing' }]);
  });

  test('does not record /404 itself (where missing blog posts are sent)', async ({ page }) => {
    const { bodies, logged } = await answerLogs(page);
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Houston We Have a Problem!' })).toBeVisible();
    await thenAnotherMissingPage(page, logged);
    expect(bodies).toEqual([{ path: '/also-missing' }]);
  });

  test('a failed log stays invisible to the visitor', async ({ page }) => {
    await page.route(LOG, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/gone');
    await expect(page.getByRole('link', { name: 'Return to Mission Control' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the missing path is stored for staff, counted per visit', async ({ page }) => {
    const path = `/e2e-missing-${Date.now()}`;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Houston We Have a Problem!' })).toBeVisible();
    await expect
      .poll(async () => (await readAsStaff(page, `not_found_log?select=path,hits&path=eq.${path}`))[0]?.hits)
      .toBe(1);
    await page.reload();
    await expect
      .poll(async () => (await readAsStaff(page, `not_found_log?select=path,hits&path=eq.${path}`))[0]?.hits)
      .toBe(2);
  });
});
