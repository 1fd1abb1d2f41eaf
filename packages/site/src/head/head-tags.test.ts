// The one definition of a page's head (issue 26): what the server writes and what the app renders come from
// this list, so each tag is tested here once — and the server's rendering of it beside.
import { describe, expect, it } from 'vitest';
import { fullTitle, jsonLdText, pageHeadTags, type HeadTag } from './head-tags.ts';
import { renderHead } from './render-head.ts';

const site = { siteUrl: 'https://advisory.example', siteName: 'Bitcoin Advisory' };
const page = { title: 'Services', description: 'What we do.', path: '/services' };
const keyOf = (t: HeadTag) =>
  t.tag === 'title' ? 'title' : t.tag === 'link' ? 'canonical' : 'name' in t ? t.name : t.property;
const valueOf = (tags: HeadTag[], key: string) => {
  const t = tags.find((x) => keyOf(x) === key);
  return t?.tag === 'title' ? t.text : t?.tag === 'link' ? t.href : t?.content;
};

describe('pageHeadTags', () => {
  it('a page without a picture: title, description, canonical, Open Graph and a summary card, in order', () => {
    expect(pageHeadTags(page, site).map(keyOf)).toEqual([
      'title',
      'description',
      'canonical',
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:site_name',
      'twitter:card',
      'twitter:title',
      'twitter:description',
    ]);
    const tags = pageHeadTags(page, site);
    expect(valueOf(tags, 'title')).toBe('Services | Bitcoin Advisory');
    expect(valueOf(tags, 'canonical')).toBe('https://advisory.example/services');
    expect(valueOf(tags, 'og:url')).toBe('https://advisory.example/services');
    expect(valueOf(tags, 'og:type')).toBe('website');
    expect(valueOf(tags, 'twitter:card')).toBe('summary');
  });

  it('a picture makes the preview the large-image kind and names the picture for both networks', () => {
    const tags = pageHeadTags(
      {
        ...page,
        type: 'article',
        image: { url: 'https://x/card.png', alt: 'A card', type: 'image/png', width: 1200, height: 630 },
        article: { published: '2026-11-01T10:00:00.000Z', modified: '2026-11-02T10:00:00.000Z' },
      },
      site,
    );
    expect(valueOf(tags, 'og:image')).toBe('https://x/card.png');
    expect(valueOf(tags, 'og:image:type')).toBe('image/png');
    expect(valueOf(tags, 'og:image:width')).toBe('1200');
    expect(valueOf(tags, 'og:image:height')).toBe('630');
    expect(valueOf(tags, 'og:image:alt')).toBe('A card');
    expect(valueOf(tags, 'twitter:card')).toBe('summary_large_image');
    expect(valueOf(tags, 'twitter:image')).toBe('https://x/card.png');
    expect(valueOf(tags, 'twitter:image:alt')).toBe('A card');
    expect(valueOf(tags, 'article:published_time')).toBe('2026-11-01T10:00:00.000Z');
    expect(valueOf(tags, 'article:modified_time')).toBe('2026-11-02T10:00:00.000Z');
  });

  it('a picture of unknown size and type (a cover crop) names neither', () => {
    const keys = pageHeadTags({ ...page, image: { url: 'https://x/c.jpg', alt: 'Vault' } }, site).map(keyOf);
    expect(keys).not.toContain('og:image:width');
    expect(keys).not.toContain('og:image:type');
    expect(keys).toContain('og:image:alt');
  });

  it('noindex pages say so to robots; others say nothing', () => {
    expect(valueOf(pageHeadTags({ ...page, noindex: true }, site), 'robots')).toBe('noindex');
    expect(pageHeadTags(page, site).map(keyOf)).not.toContain('robots');
  });

  it('the page titled with the site name is not suffixed with it again', () => {
    expect(fullTitle('Bitcoin Advisory', 'Bitcoin Advisory')).toBe('Bitcoin Advisory');
    expect(fullTitle('Blog', 'Bitcoin Advisory')).toBe('Blog | Bitcoin Advisory');
  });
});

describe("the server's rendering", () => {
  it('writes each tag once, marked data-ssr, escaped', () => {
    const html = renderHead(pageHeadTags({ ...page, title: 'Q&A "<b>"' }, site));
    expect(html).toContain('<title data-ssr>Q&#38;A &#34;&#60;b&#62;&#34; | Bitcoin Advisory</title>');
    expect(html).toContain('<meta data-ssr name="description" content="What we do.">');
    expect(html).toContain('<link data-ssr rel="canonical" href="https://advisory.example/services">');
    expect(html).toContain('<meta data-ssr property="og:site_name" content="Bitcoin Advisory">');
    expect(html).not.toContain('<b>');
  });

  it('writes JSON-LD as jsonLdText, where text can never close the element', () => {
    const data = { name: 'Evil </script><script>alert(1)</script>' };
    const html = renderHead([], [data]);
    expect(html).toBe(`<script data-ssr-ld type="application/ld+json">${jsonLdText(data)}</script>`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonLdText(data))).toEqual(data);
  });
});
