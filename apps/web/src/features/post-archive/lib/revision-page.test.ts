// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import {
  absoluteUrl,
  absolutizeHtml,
  coverUrl,
  escapeHtml,
  postUrl,
  revisionPageHtml,
} from './revision-page';
import { testRevision } from './test-revision';

const SITE = { name: 'Bitcoin Advisory', url: 'https://advisory.example' };

/** The document as a browser would read it. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

function page(overrides: Parameters<typeof testRevision>[0] = {}, bodyHtml = '<p>The body.</p>') {
  return revisionPageHtml(testRevision(overrides), { site: SITE, timeZone: 'UTC', bodyHtml });
}

describe('escapeHtml', () => {
  it('escapes the five characters that could end a text or an attribute', () => {
    expect(escapeHtml(`<b class="x">Tom & 'Jerry'</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;',
    );
  });
});

describe('URLs on the site', () => {
  it('makes relative URLs absolute and leaves others alone', () => {
    expect(absoluteUrl('/blog/a', SITE.url)).toBe('https://advisory.example/blog/a');
    expect(absoluteUrl('about', SITE.url)).toBe('https://advisory.example/about');
    expect(absoluteUrl('https://other.example/x', SITE.url)).toBe('https://other.example/x');
    expect(absoluteUrl('mailto:team@example.com', SITE.url)).toBe('mailto:team@example.com');
    expect(absoluteUrl('#section', SITE.url)).toBe('#section');
  });

  it("names a post's address and a cover's original file", () => {
    expect(postUrl(SITE.url, 'a b')).toBe('https://advisory.example/blog/a%20b');
    expect(coverUrl('covers/2026/photo one.jpg', SITE.url)).toBe(
      'https://advisory.example/storage/v1/object/public/media/covers/2026/photo%20one.jpg',
    );
    expect(coverUrl('https://cdn.example/c.jpg', SITE.url)).toBe('https://cdn.example/c.jpg');
  });

  it("rewrites the body's images, srcsets and links", () => {
    const html = absolutizeHtml(
      '<p><a href="/services">Services</a> <a href="https://x.example/">x</a></p>' +
        '<img src="/storage/v1/object/public/media/a.png" srcset="/r/a.png?width=320 320w, /r/a.png?width=640 640w" alt="A">',
      SITE.url,
    );
    const doc = parse(html);
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://advisory.example/services');
    expect(doc.querySelectorAll('a')[1]?.getAttribute('href')).toBe('https://x.example/');
    const img = doc.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://advisory.example/storage/v1/object/public/media/a.png');
    expect(img?.getAttribute('srcset')).toBe(
      'https://advisory.example/r/a.png?width=320 320w, https://advisory.example/r/a.png?width=640 640w',
    );
  });
});

describe('revisionPageHtml', () => {
  it('is a complete document: doctype, charset, title, heading, date, author, excerpt, body, footer', () => {
    const html = page();
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    const doc = parse(html);
    expect(doc.querySelector('meta[charset]')?.getAttribute('charset')).toBe('utf-8');
    expect(doc.title).toBe('Custody for treasuries | Bitcoin Advisory');
    expect(doc.querySelector('h1')?.textContent).toBe('Custody for treasuries');
    expect(doc.querySelector('.meta')?.textContent).toBe('January 05, 2026 · Ada Lovelace');
    expect(doc.querySelector('time')?.getAttribute('datetime')).toBe('2026-01-05T09:00:00.000Z');
    expect(doc.querySelector('.excerpt')?.textContent).toBe('How a company holds its keys.');
    expect(doc.querySelector('.body')?.innerHTML.trim()).toBe('<p>The body.</p>');
    expect(doc.querySelector('style')?.textContent).toContain('max-width');
    expect(doc.querySelector('footer')?.textContent?.trim()).toBe(
      'Archived copy of https://advisory.example/blog/custody-for-treasuries, revision 3, Nov 28, 2026, 14:05 UTC',
    );
    expect(doc.querySelector('footer a')?.getAttribute('href')).toBe(
      'https://advisory.example/blog/custody-for-treasuries',
    );
    expect(doc.querySelector('script')).toBeNull();
  });

  it('escapes every text it writes, so a title cannot become markup', () => {
    const evil = '</title><script>alert(1)</script><b>"x" & \'y\'';
    const doc = parse(
      page({
        title: evil,
        excerpt: '<img src=x onerror=alert(1)>',
        author_name: '<i>Mallory</i>',
        meta_description: '"><script>alert(2)</script>',
        cover_image_path: 'covers/a.jpg',
        cover_image_alt: '" onload="alert(3)',
      }),
    );
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.title).toBe(`${evil} | Bitcoin Advisory`);
    expect(doc.querySelector('h1')?.textContent).toBe(evil);
    expect(doc.querySelector('.excerpt')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('.meta')?.textContent).toContain('<i>Mallory</i>');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '"><script>alert(2)</script>',
    );
    const cover = doc.querySelector('img.cover');
    expect(cover?.getAttribute('alt')).toBe('" onload="alert(3)');
    expect(cover?.hasAttribute('onload')).toBe(false);
  });

  it('shows the cover by its absolute URL on the site', () => {
    const doc = parse(page({ cover_image_path: 'covers/vault.jpg', cover_image_alt: 'A vault door' }));
    const cover = doc.querySelector('img.cover');
    expect(cover?.getAttribute('src')).toBe(
      'https://advisory.example/storage/v1/object/public/media/covers/vault.jpg',
    );
    expect(cover?.getAttribute('alt')).toBe('A vault door');
    expect(parse(page()).querySelector('img.cover')).toBeNull();
  });

  it("falls back to the site's name without an author, and says when the post was deleted", () => {
    const doc = parse(page({ author_name: null, post_deleted_at: '2026-11-29T08:00:00Z' }));
    expect(doc.querySelector('.meta')?.textContent).toBe('January 05, 2026 · Bitcoin Advisory');
    expect(doc.querySelector('footer')?.textContent).toContain(
      'The post was deleted on Nov 29, 2026, 08:00 UTC.',
    );
  });

  it("reads the footer's time in the site's zone", () => {
    const html = revisionPageHtml(testRevision(), {
      site: SITE,
      timeZone: 'Europe/Zurich',
      bodyHtml: '',
    });
    expect(parse(html).querySelector('footer')?.textContent).toContain(
      'revision 3, Nov 28, 2026, 15:05 Europe/Zurich',
    );
  });

  it("keeps a sanitized body's links and images, made absolute", () => {
    const body = sanitizeHtml('<p><a href="/about">About</a><img src="https://x.example/p.png" alt="P"></p>');
    const doc = parse(page({}, body));
    expect(doc.querySelector('.body a')?.getAttribute('href')).toBe('https://advisory.example/about');
    expect(doc.querySelector('.body img')?.getAttribute('src')).toBe('https://x.example/p.png');
  });
});
