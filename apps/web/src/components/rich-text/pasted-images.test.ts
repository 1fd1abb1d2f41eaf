// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataUrlToFile, takeDataImages } from './pasted-images';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';

describe('takeDataImages', () => {
  it('takes every data: image out of the HTML, in order, and keeps the rest', () => {
    const html = `<p>One <img src="${PNG}" alt="a"> two</p><p><img src="/storage/v1/object/public/media/x.png" alt="b"><img src=" data:image/gif;base64,R0lGODlhAQABAAAAACw="></p>`;
    const out = takeDataImages(html);
    expect(out.images).toEqual([PNG, 'data:image/gif;base64,R0lGODlhAQABAAAAACw=']);
    expect(out.html).not.toContain('data:');
    expect(out.html).toContain('<p>One  two</p>');
    expect(out.html).toContain('src="/storage/v1/object/public/media/x.png"');
  });

  it('leaves HTML without data: images exactly as it was', () => {
    const html = '<p>Text <img src="https://example.com/a.png"> <a href="data:x">data:</a></p>';
    expect(takeDataImages(html)).toEqual({ html, images: [] });
  });
});

describe('dataUrlToFile', () => {
  it('decodes a base64 image into a named file of its type', async () => {
    const file = dataUrlToFile(PNG, 'pasted-image-1');
    expect(file?.name).toBe('pasted-image-1.png');
    expect(file?.type).toBe('image/png');
    const bytes = new Uint8Array(await file!.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  });

  it.each([
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'data:text/html;base64,PHA+PC9wPg==',
    'data:image/png;base64,%%%',
    'data:image/png;base64,',
    'https://example.com/a.png',
  ])('refuses %s', (url) => {
    expect(dataUrlToFile(url, 'x')).toBeNull();
  });
});
