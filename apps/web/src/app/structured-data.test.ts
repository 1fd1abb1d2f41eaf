// The structured data the app declares for a marketing page: the server writes the same blocks into the page's
// head, since it takes the head from this very render (entry-server.tsx; apps/server/test/web/public-heads.test.ts
// reads them from the served HTML). Here: which blocks each page has, built from the firm's facts and the glossary.
import { describe, expect, it } from 'vitest';
import { routesFile } from '../../build/emit-routes';
import { appRoutes } from '@/config/routes';
import { loadStructuredData } from './structured-data';

const site = { siteUrl: 'https://advisory.example', siteName: 'Bitcoin Advisory' };
const file = routesFile();
const meta = (path: string) => appRoutes.find((r) => r.path === path)?.meta;

describe('loadStructuredData', () => {
  it.each([
    ['/', '/', undefined, ['Organization', 'FinancialService']],
    ['/about', '/about', undefined, ['Organization', 'FinancialService']],
    ['/glossary', '/glossary', undefined, ['DefinedTermSet']],
    ['/glossary/halving', '/glossary/:term', 'halving', ['DefinedTerm']],
    ['/services', '/services', undefined, []],
    ['/contact', '/contact', undefined, []],
  ] as const)('%s: its blocks', async (path, pattern, slug, types) => {
    const description =
      slug === undefined
        ? (meta(pattern)?.description ?? '')
        : (file.site.glossary.terms.find((t) => t.slug === slug)?.description ?? '');
    const blocks = (await loadStructuredData({ path, description, site })) as { '@type': string }[];
    expect(blocks.map((b) => b['@type'])).toEqual(types);
  });

  it('a glossary path that names no term has none (the not-found page)', async () => {
    expect(await loadStructuredData({ path: '/glossary/no-such-term', description: '', site })).toEqual([]);
  });
});
