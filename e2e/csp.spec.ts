// The Content-Security-Policy (scripts from the site's own files only: the server's run-time config and a
// rendered page's state are JSON data blocks, nothing inline runs) breaks nothing: no `securitypolicyviolation` fires and the console reports no CSP
// error on the public, admin and learner screens. Violations are sent to the test through a binding, so
// they survive navigations.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every CSP violation and CSP console error of `page` from now on. */
async function watchCsp(page: Page): Promise<Violation[]> {
  const found: Violation[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    found.push(v);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
        .__reportCspViolation;
      report({ page: location.pathname, directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) {
      found.push({ page: new URL(page.url()).pathname, directive: 'console', blocked: '', sample: msg.text() });
    }
  });
  return found;
}

/** Opens a screen and waits until its content has a heading (its lazy code has run). */
async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toMatch(/script-src 'self'(;|$)/);
  await expect(page.locator('main').locator('h1, h2, h3').first(), path).toBeVisible();
  // Still there: not sent to /auth or elsewhere, so the screen itself was the one checked.
  expect(new URL(page.url()).pathname, path).toBe(path);
}

test('the watcher sees a violation when an inline script is added', async ({ page }) => {
  const violations = await watchCsp(page);
  await visit(page, '/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
  });
  await expect.poll(() => violations.filter((v) => v.directive.startsWith('script-src')).length).toBe(1);
  expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
});

test('public pages, a post, /auth and a 404 run without a CSP violation', async ({ page, api }) => {
  const violations = await watchCsp(page);
  const [post] = await api.service<{ slug: string }[]>(
    'GET',
    '/rest/v1/blog_posts?select=slug&status=eq.published&limit=1',
  );
  expect(post?.slug).toBeTruthy();
  for (const path of [
    '/',
    '/services',
    '/glossary',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/blog',
    `/blog/${post?.slug ?? ''}`,
    '/auth',
    '/no-such-page-for-csp',
  ]) {
    await visit(page, path);
  }
  expect(violations).toEqual([]);
});

test('the admin screens run without a CSP violation', async ({ asAdmin: { page } }) => {
  // A dozen screens loaded in turn, each with its own code.
  test.slow();
  const violations = await watchCsp(page);
  await visit(page, '/admin');
  // Every screen the sidebar offers, plus the ones SPEC names (those not built yet show their fallback).
  const linked = await page
    .locator('aside a[href^="/admin"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const screens = new Set([
    ...linked,
    '/admin/analytics',
    '/admin/posts',
    '/admin/posts/new',
    '/admin/redirects',
    '/admin/education',
    '/admin/settings',
  ]);
  for (const path of screens) await visit(page, path);
  expect(violations).toEqual([]);
});

test('the learner screens run without a CSP violation', async ({ asLearner: { page } }) => {
  const violations = await watchCsp(page);
  await visit(page, '/education');
  expect(violations).toEqual([]);
});
