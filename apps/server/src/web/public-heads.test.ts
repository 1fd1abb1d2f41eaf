// The public heads are built from the build's route file; text from it (a term the firm writes, the site
// name) is escaped in attributes and cannot close a JSON-LD block early.
import { describe, expect, it } from 'vitest';
import { createPublicHeads } from './public-heads.ts';
import type { RouteMeta, SiteData } from './route-preload.ts';

const config = { siteUrl: 'https://advisory.example', siteName: 'A "quoted" & <b>bold</b> firm' };
const termMeta: RouteMeta = { title: 'Glossary', description: 'd', schema: 'glossary-term' };
const site: SiteData = {
  firm: {
    legalName: 'Firm </script><script>alert(1)</script> LLC',
    address: { street: 's', locality: 'l', region: 'r', postalCode: 'p', country: 'c' },
  },
  glossary: {
    terms: [
      {
        slug: 'evil',
        term: 'Evil </script>',
        category: 'Culture',
        definition: 'Says "hi" & <leaves>',
        related: [],
        title: 'Evil </script> — Bitcoin Glossary',
        description: 'Says "hi" & <leaves>',
      },
    ],
  },
};

describe('public heads', () => {
  const heads = createPublicHeads(
    [{ meta: { title: 'Bitcoin Glossary', description: 'g', schema: 'glossary', canonical: '/glossary' } }],
    site,
  );

  it('escapes the term and the site name in every attribute and the title', () => {
    const html = heads.tagsFor({ kind: 'term', slug: 'evil', meta: termMeta }, config);
    expect(html).toContain(
      '<title data-ssr>Evil &#60;/script&#62; — Bitcoin Glossary | A &#34;quoted&#34; &#38; &#60;b&#62;bold&#60;/b&#62; firm</title>',
    );
    expect(html).toContain('content="Says &#34;hi&#34; &#38; &#60;leaves&#62;"');
    expect(html).not.toContain('<b>');
    // One closing tag per JSON-LD block: the term's own '</script>' stays inside as \u003c.
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('"name":"Evil \\u003c/script>"');
  });

  it("keeps the firm's legal name inside its data blocks", () => {
    const html = heads.tagsFor(
      { kind: 'page', meta: { title: 'Home', description: 'h', schema: 'organization', canonical: '/' } },
      config,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
  });

  it('writes nothing for a page without meta, a post or a private area', () => {
    expect(heads.tagsFor({ kind: 'page' }, config)).toBe('');
    expect(heads.tagsFor({ kind: 'private' }, config)).toBe('');
    expect(heads.tagsFor({ kind: 'post', slug: 'x', meta: termMeta }, config)).toBe('');
  });

  it('without the build’s site data, still writes the meta tags but no structured data', () => {
    const bare = createPublicHeads([], null);
    const html = bare.tagsFor(
      { kind: 'page', meta: { title: 'Home', description: 'h', schema: 'organization', canonical: '/' } },
      config,
    );
    expect(html).toContain('<link data-ssr rel="canonical" href="https://advisory.example/">');
    expect(html).not.toContain('ld+json');
  });
});
