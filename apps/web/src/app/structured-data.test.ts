// The structured data the app renders for a marketing page is the server's for that page (issue 26): both
// are built by the shared builders, the server's from the build's routes.json (build/emit-routes.ts), the
// app's from the modules that file is made of. Compared block for block, as text.
import { describe, expect, it } from 'vitest';
import { routesFile } from '../../build/emit-routes';
import { createPublicHeads } from '../../../server/src/web/public-heads.ts';
import type { RouteKind } from '../../../server/src/web/route-preload.ts';
import { jsonLdText } from '@/lib/head';
import { appRoutes } from '@/config/routes';
import { loadStructuredData } from './structured-data';

const site = { siteUrl: 'https://advisory.example', siteName: 'Bitcoin Advisory' };
const file = routesFile();
const server = createPublicHeads(file.routes, file.site);
const meta = (path: string) => appRoutes.find((r) => r.path === path)?.meta;

function serverBlocks(kind: RouteKind, pattern: string, slug?: string): string[] {
  const html = server.tagsFor({ kind, slug, meta: meta(pattern) }, site);
  return [...html.matchAll(/<script data-ssr-ld type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
}

describe('loadStructuredData', () => {
  it.each([
    ['/', 'page', '/', undefined, 2],
    ['/about', 'page', '/about', undefined, 2],
    ['/glossary', 'page', '/glossary', undefined, 1],
    ['/glossary/halving', 'term', '/glossary/:term', 'halving', 1],
    ['/services', 'page', '/services', undefined, 0],
    ['/contact', 'page', '/contact', undefined, 0],
  ] as const)('%s: the server’s blocks', async (path, kind, pattern, slug, count) => {
    const description =
      slug === undefined
        ? (meta(pattern)?.description ?? '')
        : (file.site.glossary.terms.find((t) => t.slug === slug)?.description ?? '');
    const app = (await loadStructuredData({ path, description, site })).map(jsonLdText);
    expect(app).toEqual(serverBlocks(kind, pattern, slug));
    expect(app).toHaveLength(count);
  });

  it('a glossary path that names no term has none (the not-found page)', async () => {
    expect(await loadStructuredData({ path: '/glossary/no-such-term', description: '', site })).toEqual([]);
  });
});
