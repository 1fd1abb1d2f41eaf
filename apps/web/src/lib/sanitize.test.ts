// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_SIZES, contentImageSrcSet } from './media';
import { sanitizeHtml } from './sanitize';

/** The parsed result, so assertions read attributes rather than match serialized strings. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  return root;
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('sanitizeHtml: links (SPEC §5: http, https, mailto, tel)', () => {
  it.each([
    'http://example.com/a',
    'https://example.com/b?c=d#e',
    'mailto:team@example.com',
    'tel:+15551234567',
    '/blog/relative-path',
    '#section',
  ])('keeps href %s', (href) => {
    const a = parse(`<a href="${href}">x</a>`).querySelector('a');
    expect(a?.getAttribute('href')).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    `${PNG}`,
    'ftp://example.com/file',
  ])('removes href %s but keeps the text', (href) => {
    const a = parse(`<a href="${href}">link text</a>`).querySelector('a');
    expect(a?.hasAttribute('href')).toBe(false);
    expect(a?.textContent).toBe('link text');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    const a = parse('<a href="https://example.com" target="_blank">x</a>').querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('sanitizeHtml: images (SPEC §5: http, https, data)', () => {
  it.each(['http://example.com/a.png', 'https://example.com/b.jpg', PNG, '/uploads/c.webp'])(
    'keeps src %s',
    (src) => {
      expect(parse(`<img src="${src}" alt="x">`).querySelector('img')?.getAttribute('src')).toBe(src);
    },
  );

  it.each([
    'javascript:alert(1)',
    'vbscript:x',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com/x.png',
  ])('removes src %s', (src) => {
    const img = parse(`<img src="${src}" alt="x">`).querySelector('img');
    expect(img?.hasAttribute('src') ?? false).toBe(false);
  });
});

describe('sanitizeHtml: scripts and handlers', () => {
  it('strips <script> elements', () => {
    const out = sanitizeHtml('<p>safe</p><script>alert(1)</script>');
    expect(out).toBe('<p>safe</p>');
  });

  it('strips event handler attributes', () => {
    const root = parse('<img src="https://example.com/x.png" onerror="alert(1)"><p onclick="alert(2)">t</p>');
    expect(root.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(root.querySelector('p')?.hasAttribute('onclick')).toBe(false);
    expect(root.innerHTML).not.toMatch(/alert/);
  });

  it('strips frames that are not a YouTube or Vimeo player, forms, style blocks and inline SVG scripts', () => {
    const out = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input><button>Go</button></form>' +
        '<style>body{display:none}</style><svg><script>alert(1)</script></svg>ok',
    );
    expect(out).not.toMatch(/iframe|<form|<input|<button|<style|display|script|alert/);
    expect(out).toContain('ok');
  });

  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=10',
    'https://player.vimeo.com/video/76979871',
  ])("keeps the editor's video embed of %s, sandboxed and lazy", (src) => {
    const frame = parse(
      `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`,
    ).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(src);
    expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('title')).toBe('Embedded video');
    expect(frame?.className).toBe('ql-video');
  });

  it.each([
    'http://www.youtube.com/embed/x',
    'https://www.youtube.com.evil.example/embed/x',
    'https://www.youtube.com/watch?v=x',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://player.vimeo.com/video/1" onload="alert(1)',
  ])('removes a frame whose source is %s', (src) => {
    expect(parse(`<p>a</p><iframe src='${src}'></iframe>`).querySelector('iframe')).toBeNull();
  });

  it('keeps the rich-text formatting a post uses', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>code</pre>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('sanitizeHtml: no self-styling (a post must not be able to overlay the page)', () => {
  it.each([
    '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff">Site closed</div>',
    '<p style="color:red">red</p>',
    '<span style="background-color: rgb(255, 255, 0);">marked</span>',
    '<svg style="position:fixed;top:0;left:0;width:100vw;height:100vh"><rect width="10" height="10"></rect></svg>',
    '<img src="https://example.com/x.png" alt="x" style="position:fixed;top:0;left:0;width:100vw;height:100vh">',
  ])('drops the style attribute of %s', (html) => {
    const root = parse(html);
    expect(root.querySelector('[style]')).toBeNull();
    expect(root.innerHTML).not.toMatch(/position|z-index|fixed/);
  });

  it("keeps only Quill's own classes, never the site's utility classes", () => {
    const root = parse(
      '<p class="ql-align-center fixed inset-0 z-50">centered</p><p class="absolute top-0 h-screen w-screen">x</p>' +
        '<li class="ql-indent-1" data-list="bullet">nested</li>',
    );
    const [centered, utility] = Array.from(root.querySelectorAll('p'));
    expect(centered?.getAttribute('class')).toBe('ql-align-center');
    expect(utility?.hasAttribute('class')).toBe(false);
    expect(root.querySelector('li')?.getAttribute('class')).toBe('ql-indent-1');
  });

  it('drops an open <dialog> but keeps its text', () => {
    const out = sanitizeHtml('<dialog open>Your session expired, call us</dialog>');
    expect(out).not.toMatch(/dialog/);
    expect(out).toContain('Your session expired');
  });

  it('keeps what Quill 2 produces for the toolbar in SPEC §4 (headers, marks, lists, quote, code, link)', () => {
    const html =
      '<h1>One</h1><h6>Six</h6><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <a href="https://example.com" rel="noopener noreferrer" target="_blank">l</a></p>' +
      '<ol><li data-list="bullet">a</li><li data-list="ordered" class="ql-indent-1">b</li></ol>' +
      '<blockquote>q</blockquote><pre data-language="plain">code</pre><p class="ql-align-right">right</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('sanitizeHtml: media library images get responsive variants', () => {
  const MEDIA = '/storage/v1/object/public/media/posts/2026/harbour%20view.jpg';

  it('adds srcset (capped at the width attribute), sizes, lazy loading and async decoding', () => {
    const img = parse(
      `<img src="${MEDIA}" alt="The harbour at dawn" width="1600" height="900">`,
    ).querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(contentImageSrcSet('posts/2026/harbour view.jpg', 1600));
    expect(img?.getAttribute('srcset')).toContain(
      '/storage/v1/render/image/public/media/posts/2026/harbour%20view.jpg?width=1600&resize=contain 1600w',
    );
    expect(img?.getAttribute('srcset')).not.toContain('1920w');
    expect(img?.getAttribute('sizes')).toBe(CONTENT_IMAGE_SIZES);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('src')).toBe(MEDIA);
    expect(img?.getAttribute('alt')).toBe('The harbour at dawn');
    expect(img?.getAttribute('width')).toBe('1600');
    expect(img?.getAttribute('height')).toBe('900');
  });

  it('offers every width when the file size is not written', () => {
    const img = parse(`<img src="${MEDIA}" alt="x">`).querySelector('img');
    expect(img?.getAttribute('srcset')).toBe(contentImageSrcSet('posts/2026/harbour view.jpg', null));
    expect(img?.getAttribute('srcset')).toContain('1920w');
  });

  it.each([
    'https://example.com/x.png',
    'https://other.supabase.co/storage/v1/object/public/media/x.png',
    '/storage/v1/object/public/avatars/me.png',
    PNG,
  ])('leaves any other image as written: %s', (src) => {
    const img = parse(`<img src="${src}" alt="x" width="10" height="10">`).querySelector('img');
    expect(img?.getAttribute('src')).toBe(src);
    for (const name of ['srcset', 'sizes', 'loading', 'decoding'])
      expect(img?.hasAttribute(name)).toBe(false);
  });
});
