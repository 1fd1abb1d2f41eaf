// @vitest-environment jsdom
// A page's head as the server renders it (the browser renders the same): a picture makes the link preview the
// large-image kind and names the picture for both Open Graph and Twitter; without one the preview is a summary.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageMeta } from './page-meta';

const base = { title: 'Cold storage', description: 'Keys offline.', path: '/blog/cold-storage' };

describe('PageMeta', () => {
  it('with a picture: og:image and twitter:image with their alt text, a large-image card', () => {
    const html = renderToStaticMarkup(
      <PageMeta
        {...base}
        type="article"
        image={{
          url: 'https://example.com/social/blog/cold-storage.png',
          alt: 'Cold storage',
          type: 'image/png',
          width: 1200,
          height: 630,
        }}
      />,
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://example.com/social/blog/cold-storage.png"/>',
    );
    expect(html).toContain('<meta property="og:image:type" content="image/png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:alt" content="Cold storage"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://example.com/social/blog/cold-storage.png"/>',
    );
  });

  it('a cover crop of unknown size: no size or type tags', () => {
    const html = renderToStaticMarkup(
      <PageMeta {...base} image={{ url: 'https://example.com/x.jpg', alt: 'A vault' }} />,
    );
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:type');
    expect(html).toContain('<meta name="twitter:image:alt" content="A vault"/>');
  });

  it('without a picture: a summary card and no image tags', () => {
    const html = renderToStaticMarkup(<PageMeta {...base} />);
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('twitter:image');
  });
});
