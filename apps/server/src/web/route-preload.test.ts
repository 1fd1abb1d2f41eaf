import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWebRoutes } from '../../test/support/web-routes.ts';
import { createRoutePreloader } from './route-preload.ts';

// A build: Vite's manifest (a few chunks) and the routes.json the web build emits from its real manifest.
const dist = mkdtempSync(join(tmpdir(), 'preload-'));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_shared.js'],
      css: ['assets/index-1.css'],
    },
    '_shared.js': { file: 'assets/shared-1.js' },
    '_button.js': { file: 'assets/button-1.js', imports: ['_shared.js'] },
    'src/features/marketing/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_button.js'] },
    'src/features/marketing/routes/not-found.tsx': { file: 'assets/not-found-1.js' },
    'src/features/blog/routes/blog-post.tsx': { file: 'assets/blog-post-1.js', css: ['assets/post-1.css'] },
    'src/features/certificates/routes/verify-certificate.tsx': {
      file: 'assets/verify-1.js',
      css: ['assets/verify-1.css'],
    },
    'src/features/admin-shell/routes/dashboard.tsx': { file: 'assets/dashboard-1.js' },
    'src/app/data-root.tsx': { file: 'assets/data-root-1.js' },
  }),
);
writeWebRoutes(dist);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('route preloading', () => {
  const preloader = createRoutePreloader(dist);

  it('preloads the route chunk and its imports, not what the entry already loads', () => {
    for (const path of ['/', '/index.html']) {
      const links = preloader.linksFor(path);
      expect(links).toContain('href="/assets/home-1.js"');
      expect(links).toContain('href="/assets/button-1.js"');
      expect(links).not.toContain('shared-1.js');
      expect(links).not.toContain('index-1');
    }
  });

  it('a data route also preloads the data root and its stylesheet; a page without data only its own chunk', () => {
    // The public certificate page reads through TanStack Query (the data root).
    const links = preloader.linksFor('/certificates/ABCD-1234');
    expect(links).toContain('/assets/verify-1.js');
    expect(links).toContain('/assets/data-root-1.js');
    expect(links).toContain('<link rel="stylesheet" href="/assets/verify-1.css">');
    // A post reads without it (issue 26: public-reads.tsx), so the data root is not preloaded for it.
    const post = preloader.linksFor('/blog/some-post');
    expect(post).toContain('/assets/blog-post-1.js');
    expect(post).toContain('<link rel="stylesheet" href="/assets/post-1.css">');
    expect(post).not.toContain('data-root');
  });

  it('unknown paths preload the not-found page; the signed-in areas preload nothing', () => {
    expect(preloader.linksFor('/no/such/page')).toContain('not-found-1.js');
    expect(preloader.linksFor('/admin')).toBe('');
    expect(preloader.linksFor('/admin/posts')).toBe('');
    expect(preloader.linksFor('/education/module/x')).toBe('');
  });

  it('works without a manifest (a dev build) by preloading nothing', () => {
    expect(createRoutePreloader(join(dist, 'missing')).linksFor('/')).toBe('');
  });
});

describe('what the app shows at a path (from routes.json)', () => {
  const { kindOf } = createRoutePreloader(dist);

  it('knows the public pages, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/index.html',
      '/services',
      '/glossary/',
      '/about',
      '/contact',
      '/blog',
      '/auth',
    ])
      expect(kindOf(path), path).toMatchObject({ kind: 'page', meta: { title: expect.any(String) } });
  });

  it('reads a glossary term slug; a term the build does not list is not found', () => {
    expect(kindOf('/glossary/multisig')).toMatchObject({
      kind: 'term',
      slug: 'multisig',
      meta: { schema: 'glossary-term' },
    });
    expect(kindOf('/glossary/no-such-term')).toMatchObject({ kind: 'not-found', meta: { noindex: true } });
  });

  it('reads a blog post slug, decoded; a malformed escape is not found, never an error', () => {
    expect(kindOf('/blog/custody-101')).toEqual({ kind: 'post', slug: 'custody-101' });
    expect(kindOf('/blog/caf%C3%A9/')).toEqual({ kind: 'post', slug: 'café' });
    expect(kindOf('/blog/%E0')).toMatchObject({ kind: 'not-found' });
    expect(kindOf('/blog/a/b')).toMatchObject({ kind: 'not-found' });
  });

  it('counts every path under a signed-in area as that area (answered after sign-in)', () => {
    for (const path of ['/admin', '/admin/posts/123', '/admin/whatever', '/education', '/education/module/x'])
      expect(kindOf(path), path).toEqual({ kind: 'private' });
  });

  it('calls anything else, /404 included, not found', () => {
    for (const path of ['/404', '/no/such/page', '/administrator', '/servicesx'])
      expect(kindOf(path), path).toMatchObject({ kind: 'not-found', meta: { title: 'Page not found' } });
  });

  it('without the build route file, calls no path missing', () => {
    expect(createRoutePreloader(join(dist, 'missing')).kindOf('/no/such/page')).toEqual({ kind: 'page' });
  });
});
