import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRoutePreloader } from './route-preload.ts';

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
    'src/app/data-root.tsx': { file: 'assets/data-root-1.js' },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('route preloading', () => {
  const preloader = createRoutePreloader(dist);

  it('preloads the route chunk and its imports, not what the entry already loads', () => {
    const links = preloader.linksFor('/');
    expect(links).toContain('href="/assets/home-1.js"');
    expect(links).toContain('href="/assets/button-1.js"');
    expect(links).not.toContain('shared-1.js');
    expect(links).not.toContain('index-1');
  });

  it('a data route also preloads the data root and its stylesheet', () => {
    const links = preloader.linksFor('/blog/some-post');
    expect(links).toContain('/assets/blog-post-1.js');
    expect(links).toContain('/assets/data-root-1.js');
    expect(links).toContain('<link rel="stylesheet" href="/assets/post-1.css">');
  });

  it('unknown paths preload the not-found page; the signed-in areas preload nothing', () => {
    expect(preloader.linksFor('/no/such/page')).toContain('not-found-1.js');
    expect(preloader.linksFor('/admin/posts')).toBe('');
  });

  it('works without a manifest (a dev build) by preloading nothing', () => {
    expect(createRoutePreloader(join(dist, 'missing')).linksFor('/')).toBe('');
  });
});
