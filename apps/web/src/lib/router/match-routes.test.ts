// Which route renders a path: React Router's ranking for the patterns our manifest uses, params decoded.
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '@/config/routes';
import { matchCompiled, matchPath } from './match-path';
import { matchRoutes } from './match-routes';
import type { RouteObject } from './types';

const leaf = (path: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  handle: path,
  ...extra,
});
const handleOf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.handle;

describe('matchRoutes', () => {
  // Listed worst-first: the order must not decide.
  const routes: RouteObject[] = [
    {
      children: [leaf('*'), leaf('/blog/:slug'), leaf('/blog/new'), leaf('/blog'), leaf('/')],
    },
    {
      path: '/admin',
      handle: 'admin layout',
      children: [{ index: true, handle: 'dashboard' }, leaf('posts/:id'), leaf('posts/new'), leaf('*')],
    },
  ];

  it('ranks static over :param over *', () => {
    expect(handleOf(routes, '/blog/new')).toBe('/blog/new');
    expect(handleOf(routes, '/blog/hello')).toBe('/blog/:slug');
    expect(handleOf(routes, '/blog')).toBe('/blog');
    expect(handleOf(routes, '/blog/a/b')).toBe('*');
    expect(handleOf(routes, '/nowhere')).toBe('*');
    expect(handleOf(routes, '/')).toBe('/');
  });

  it('matches nested routes with their ancestors, an index route at its parent path', () => {
    const matches = matchRoutes(routes, '/admin') ?? [];
    expect(matches.map((m) => m.route.handle)).toEqual(['admin layout', 'dashboard']);
    expect(handleOf(routes, '/admin/posts/new')).toBe('posts/new');
    expect(handleOf(routes, '/admin/posts/7')).toBe('posts/:id');
    expect(handleOf(routes, '/admin/unknown/deep')).toBe('*');
  });

  it('decodes params, ignores case and trailing slashes, reads a location object', () => {
    const [, post] = matchRoutes(routes, { pathname: '/BLOG/caf%C3%A9%20au%2Flait/' }) ?? [];
    expect(post?.route.handle).toBe('/blog/:slug');
    expect(post?.params).toEqual({ slug: 'café au/lait' });
    expect(matchRoutes(routes, '/blog/x?y=1#z')?.at(-1)?.params).toEqual({ slug: 'x' });
  });

  it('answers null when nothing matches (no splat route)', () => {
    expect(matchRoutes([leaf('/a')], '/b')).toBeNull();
  });

  it('refuses an absolute child path outside its parent', () => {
    expect(() => matchRoutes([{ path: '/admin', children: [leaf('/blog')] }], '/blog')).toThrow(
      /does not start/,
    );
  });
});

describe('matchPath', () => {
  it('matches a pattern against a pathname, with params and the splat', () => {
    expect(matchPath('/admin/posts/:id', '/admin/posts/12')?.params).toEqual({ id: '12' });
    expect(matchPath('/admin/posts/:id', '/admin/posts')).toBeNull();
    expect(matchPath('/admin/posts/:id', '/admin/posts/12/edit')).toBeNull();
    const splat = matchPath('/files/*', '/files/a/b');
    expect(splat?.params).toEqual({ '*': 'a/b' });
    expect(splat?.pathnameBase).toBe('/files');
    expect(matchPath('/files/*', '/files')?.params).toEqual({ '*': '' });
    expect(matchPath('/a/:b?', '/a')?.params).toEqual({ b: undefined });
    expect(matchPath({ path: '/admin', end: false }, '/admin/posts')?.pathname).toBe('/admin');
    expect(matchPath({ path: '/admin', end: false }, '/administrator')).toBeNull();
  });
});

describe('matchPath on a plain pattern (no params, splat or "?")', () => {
  // Every plain path the site declares, and the awkward ones a pattern may be written as.
  const plain = [...new Set(appRoutes.map((r) => r.path).filter((p) => !/[:*?]/.test(p)))];
  const patterns = [...plain, '', '/', '//', '/blog/', 'blog', '/robots.txt', '/a+b', '/(x)', '/Admin/Posts'];
  const pathnames = [
    '',
    '/',
    '//',
    '/blog',
    '/blog/',
    '/blog//',
    '/BLOG',
    '/blog/x',
    '/blogs',
    '/blog.',
    '/robots.txt',
    '/robotsXtxt',
    '/a+b',
    '/aab',
    '/(x)',
    '/x',
    '/admin/posts',
    '/Admin/Posts/',
    '/admin/postsX',
    '/İ',
    '/ſ',
    '/glossary/k',
    ...plain,
    ...plain.map((p) => `${p}/`),
    ...plain.map((p) => p.toUpperCase()),
    ...plain.map((p) => `${p}/more`),
  ];

  it("matches exactly as the pattern's regular expression does, for every option", () => {
    expect(plain.length).toBeGreaterThan(10);
    for (const path of patterns)
      for (const end of [true, false])
        for (const caseSensitive of [false, true])
          for (const pathname of pathnames) {
            const options = { path, end, caseSensitive };
            expect(matchPath(options, pathname), `${JSON.stringify(options)} on ${pathname}`).toEqual(
              matchCompiled(options, pathname),
            );
          }
  });

  it('builds no regular expression for it', () => {
    const Real = RegExp;
    const built = vi.spyOn(globalThis, 'RegExp').mockImplementation(function (
      this: unknown,
      ...args: [string, string?]
    ) {
      return new Real(...args);
    } as unknown as typeof RegExp);
    try {
      expect(matchPath('/services/plans', '/services/plans/')?.pathname).toBe('/services/plans/');
      expect(matchPath({ path: '/admin', end: false }, '/admin/posts')?.pathnameBase).toBe('/admin');
      expect(built).not.toHaveBeenCalled();
      matchPath('/spy-check/:id', '/spy-check/1'); // a pattern not compiled before (the cache keeps them)
      expect(built).toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});
