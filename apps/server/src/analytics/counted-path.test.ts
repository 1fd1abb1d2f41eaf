import { describe, expect, it } from 'vitest';
import { routesFile } from '../../../web/build/emit-routes.ts';
import { countedPaths, normalisePath } from './counted-path.ts';

// The app's real route manifest, as the build writes it (apps/web/build/emit-routes.ts).
const file = routesFile();
const areaOf = countedPaths(file);
const term = file.site.glossary.terms[0]!.slug;

describe('countedPaths', () => {
  it.each([
    ['/', 'public'],
    ['/services', 'public'],
    ['/glossary', 'public'],
    [`/glossary/${term}`, 'public'],
    ['/about', 'public'],
    ['/privacy', 'public'],
    ['/contact', 'public'],
    ['/contact/sent', 'public'],
    ['/blog', 'public'],
    ['/blog/any-post', 'public'],
    ['/auth', 'public'],
    ['/auth/reset-password', 'public'],
    ['/certificates/ABC-123', 'public'],
    ['/education', 'learner'],
    ['/education/category/abc', 'learner'],
    ['/education/module/abc', 'learner'],
  ])('%s counts as %s', (path, area) => expect(areaOf(path)).toBe(area));

  it.each([
    '/admin',
    '/admin/posts',
    '/admin/analytics',
    '/admin/anything/at/all',
    '/preview/posts/1',
    '/no-such-page',
    '/glossary/no-such-term',
    '/blog/a/b',
    '/education/unknown',
    '',
    'blog',
    `/${'a'.repeat(600)}`,
  ])('%s does not count', (path) => expect(areaOf(path)).toBeNull());

  it('counts nothing without a route manifest (an old or partial build)', () => {
    expect(countedPaths({ routes: [], site: null })('/')).toBeNull();
  });
});

describe('normalisePath', () => {
  it('drops the query, the fragment and trailing slashes', () => {
    expect(normalisePath('/blog/?page=2#top')).toBe('/blog');
    expect(normalisePath('/about//')).toBe('/about');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/?utm_source=x')).toBe('/');
  });
});
