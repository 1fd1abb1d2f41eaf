// @vitest-environment node
// A cover's markup as the server renders it (the browser hydrates the same): the page's main cover is
// requested first and at once, a card below the first row waits until it nears the viewport.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image';

/** The <img> alone (React adds a preload <link> for a high-priority image), its attribute names lower-cased as HTML reads them. */
const render = (priority: 'high' | 'eager' | 'lazy') => {
  const html = renderToStaticMarkup(
    <CoverImage path="covers/vault door.jpg" alt="A steel vault door" sizes="100vw" priority={priority} />,
  );
  const img = /<img\b[^>]*>/.exec(html)?.[0] ?? '';
  return img.replace(/ ([a-zA-Z]+)=/g, (_m, name: string) => ` ${name.toLowerCase()}=`);
};

describe('CoverImage', () => {
  it('atop a post: fetchpriority high, not lazy, with its size and variants', () => {
    const html = render('high');
    expect(html).toContain('fetchpriority="high"');
    expect(html).not.toContain('loading=');
    expect(html).toContain('alt="A steel vault door"');
    expect(html).toContain('width="1920" height="1080"');
    expect(html).toContain(
      'srcset="/storage/v1/render/image/public/media/covers/vault%20door.jpg?width=320&amp;height=180&amp;resize=cover 320w',
    );
  });

  it('on a card of the first row: loaded at once, without jumping the queue', () => {
    const html = render('eager');
    expect(html).not.toContain('loading=');
    expect(html).not.toContain('fetchpriority');
  });

  it('on any other card: lazy and decoded off the main thread', () => {
    const html = render('lazy');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain('fetchpriority');
  });
});
