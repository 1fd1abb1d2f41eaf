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
    '/education/module/\u0000',
    '/education/module/\ud800',
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

  it('decodes escapes as the router does: %2F stays, a malformed one stays as it was', () => {
    expect(normalisePath('/blog/caf%C3%A9')).toBe('/blog/café');
    expect(normalisePath('/blog/a%2Fb')).toBe('/blog/a%2Fb');
    expect(normalisePath('/blog/%E0')).toBe('/blog/%E0');
    expect(normalisePath('/education/module/%00')).toBe('/education/module/\u0000');
  });
});
