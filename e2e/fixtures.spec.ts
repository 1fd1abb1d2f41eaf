// The fixtures themselves: a role fixture starts signed in (no form) as a fresh user of that role, and
// the seed helpers' rows are visible to the app and gone after cleanup.
import { expect, test } from './fixtures.ts';

test('asEditor starts signed in as a fresh editor; the API sees the same user', async ({ asEditor, api }) => {
  const { page, user, session } = asEditor;
  await page.goto('/admin');
  await expect(page.getByText('editor', { exact: true })).toBeVisible();
  await expect(page.getByText(user.fullName, { exact: true })).toBeVisible();
  const res = await api.asUser(
    session.access_token,
    'GET',
    `/rest/v1/profiles?select=role&user_id=eq.${user.id}`,
  );
  expect(await res.json()).toEqual([{ role: 'editor' }]);
});

test('seeded rows show in the app and are removed by cleanup', async ({ page, seed, api }) => {
  const post = await seed.post({ title: 'E2E seeded post' });
  const redirect = await seed.redirect({ destination_url: '/about' });
  const course = await seed.course();
  const module = await seed.module(course.id);
  await seed.slide(module.id);
  await seed.question(module.id);
  const request = await seed.contactRequest();

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { name: 'E2E seeded post', level: 1 })).toBeVisible();
  const moved = await page.request.get(redirect.source_path, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);

  await seed.cleanup();
  for (const [table, id] of [
    ['blog_posts', post.id],
    ['redirects', redirect.id],
    ['education_categories', course.id],
    ['education_modules', module.id],
    ['contact_requests', request.id],
  ] as const) {
    expect(await api.service('GET', `/rest/v1/${table}?select=id&id=eq.${id}`), table).toEqual([]);
  }
  expect((await page.request.get(`/blog/${post.slug}`)).status()).toBe(404);
});
