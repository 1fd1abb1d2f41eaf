// Issue 26: a page's head stays as the server wrote it once the app has started. For every public route the
// head in the browser after hydration — title, description, canonical, robots, every og:* and twitter:* tag,
// and the JSON-LD blocks — is the head in the server's raw HTML: the same tags, none removed, none doubled.
// A client-side navigation makes the head the one the server would write for the new page.
import type { Page } from '@playwright/test';
import { expect, test, type Seed } from './fixtures.ts';

interface Head {
  titles: string[];
  /** `name=content` / `property=content`, sorted (a doubled tag shows twice). */
  metas: string[];
  canonicals: string[];
  /** Each JSON-LD block, parsed and written again with sorted keys, sorted. */
  jsonLd: string[];
}

/**
 * The head of `html` as the browser parses it (the server's raw page), or of the live document. Runs in
 * the page: one reading for both.
 */
function readHead(html: string | null): Head {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const head = doc.head;
  const sortKeys = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sortKeys)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sortKeys(v)]),
          )
        : value;
  return {
    titles: [...head.querySelectorAll('title')].map((t) => t.textContent ?? ''),
    metas: [...head.querySelectorAll('meta[name], meta[property]')]
      .map((m) => `${m.getAttribute('name') ?? m.getAttribute('property')}=${m.getAttribute('content')}`)
      .sort(),
    canonicals: [...head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.stringify(sortKeys(JSON.parse(s.textContent ?? 'null'))))
      .sort(),
  };
}

/** The server's head for `path` (its raw HTML, before any script). */
async function serverHead(page: Page, path: string): Promise<Head> {
  const res = await page.request.get(path);
  return page.evaluate(readHead, await res.text());
}

/** Waits until the app has started and its head describes the page whose canonical link is `canonical`. */
async function headSettled(page: Page, canonical: string): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.locator(`html[data-head="${canonical}"]`).waitFor({ state: 'attached' });
}

async function expectHydratedHeadIsServerHead(page: Page, path: string): Promise<Head> {
  await page.goto('/favicon.svg'); // same origin, so the raw page can be parsed in the browser
  const server = await serverHead(page, path);
  // Every public page has one of each, and something to say to link previews.
  expect(server.titles).toHaveLength(1);
  expect(server.canonicals).toHaveLength(1);
  expect(server.metas.filter((m) => m.startsWith('description='))).toHaveLength(1);
  expect(server.metas.some((m) => m.startsWith('og:title='))).toBe(true);
  expect(server.metas.some((m) => m.startsWith('twitter:card='))).toBe(true);

  await page.goto(path);
  await headSettled(page, server.canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(server);
  return server;
}

const PAGES = [
  '/',
  '/services',
  '/blog',
  '/glossary',
  '/glossary/halving',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
];

for (const path of PAGES) {
  test(`${path}: the head after hydration is the server's`, async ({ page }) => {
    await expectHydratedHeadIsServerHead(page, path);
  });
}

test('/education, signed out: the app takes the visitor to sign in, with the head the server writes for /auth', async ({
  page,
}) => {
  await page.goto('/favicon.svg');
  const auth = await serverHead(page, '/auth');
  await page.goto('/education');
  await expect(page).toHaveURL(/\/auth(\?|$)/);
  // The server writes no head into a signed-in area's page, so the app, started there, knows no SITE_URL and
  // names the origin it runs on (the e2e server's SITE_URL is localhost, the browser's 127.0.0.1).
  const here = new URL(page.url()).origin;
  const site = new URL(auth.canonicals[0] ?? '').origin;
  const onThisOrigin = (h: Head): Head => JSON.parse(JSON.stringify(h).replaceAll(site, here)) as Head;
  await headSettled(page, onThisOrigin(auth).canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(onThisOrigin(auth));
});

test("the not-found page: the head after hydration is the server's (noindex)", async ({ page }) => {
  const server = await expectHydratedHeadIsServerHead(page, '/no-such-page');
  expect(server.metas).toContain('robots=noindex');
});

test("a post no published post has: the not-found page's head, kept once the URL is /404", async ({
  page,
}) => {
  await page.goto('/favicon.svg');
  const server = await serverHead(page, '/blog/no-such-post');
  expect(server.canonicals).toEqual([expect.stringMatching(/\/404$/)]);
  await page.goto('/blog/no-such-post');
  await expect(page).toHaveURL(/\/404$/);
  await headSettled(page, server.canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(server);
});

/** A published post with a cover and an author, and one without either. */
async function seedPosts(seed: Seed, authorId: string) {
  // Titles of their own: tests run side by side, and a link is found by its title.
  const tag = Math.random().toString(36).slice(2, 8);
  const covered = await seed.post({
    title: `Cold storage, with a cover ${tag}`,
    excerpt: 'Keys offline, & "quoted" <text>.',
    meta_title: 'Cold storage for treasurers',
    cover_image_path: 'e2e/head-cover.jpg',
    cover_image_alt: 'A steel vault door',
    author_id: authorId,
  });
  const plain = await seed.post({ title: `Custody basics, no cover ${tag}`, excerpt: null });
  return { covered, plain };
}

test("a post with a cover and one without: the head after hydration is the server's", async ({
  page,
  seed,
  asEditor,
}) => {
  const { covered, plain } = await seedPosts(seed, asEditor.user.id);

  const withCover = await expectHydratedHeadIsServerHead(page, `/blog/${covered.slug}`);
  // The report: the cover stays the picture, as a large-image card, with its dates and Article.
  expect(withCover.metas).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^og:image=.*\/storage\/v1\/render\/image\/public\/media\/e2e\/head-cover\.jpg\?/,
      ),
      'og:image:alt=A steel vault door',
      'twitter:card=summary_large_image',
      expect.stringMatching(/^article:published_time=/),
    ]),
  );
  const article = withCover.jsonLd.map((b) => JSON.parse(b) as Record<string, unknown>);
  expect(article.map((b) => b['@type'])).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  expect(article.find((b) => b['@type'] === 'Article')?.author).toEqual({
    '@type': 'Person',
    name: asEditor.user.fullName,
  });

  const withoutCover = await expectHydratedHeadIsServerHead(page, `/blog/${plain.slug}`);
  expect(withoutCover.metas).toEqual(
    expect.arrayContaining([
      expect.stringMatching(new RegExp(`^og:image=.*/social/blog/${plain.slug}\\.png$`)),
      'og:image:width=1200',
      'twitter:card=summary_large_image',
    ]),
  );
});

test("a client-side navigation from the blog to a post: the head is the server's for that post", async ({
  page,
  seed,
  asEditor,
}) => {
  const { covered } = await seedPosts(seed, asEditor.user.id);
  await page.goto('/favicon.svg');
  const post = await serverHead(page, `/blog/${covered.slug}`);
  const blog = await serverHead(page, '/blog');

  await page.goto('/blog');
  await headSettled(page, blog.canonicals[0] ?? '');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page
    .getByRole('link', { name: new RegExp(covered.title) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${covered.slug}$`));
  await headSettled(page, post.canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(post);
  expect(documents).toEqual([]); // it was the app's navigation, not a page load

  // And back: the blog's own head again, the post's structured data gone with it.
  await page.goBack();
  await headSettled(page, blog.canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(blog);
});

test("a client-side navigation from the home page to the glossary: the glossary's head, with its terms", async ({
  page,
}) => {
  await page.goto('/favicon.svg');
  const glossary = await serverHead(page, '/glossary');
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Glossary' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/glossary$/);
  await headSettled(page, glossary.canonicals[0] ?? '');
  expect(await page.evaluate(readHead, null)).toEqual(glossary);
  expect(glossary.jsonLd.map((b) => (JSON.parse(b) as { '@type': string })['@type'])).toEqual([
    'DefinedTermSet',
  ]);
});
