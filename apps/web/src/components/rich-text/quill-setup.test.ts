// @vitest-environment jsdom
// The one Quill setup: the SPEC §5 link rule lives in subclasses, so Quill's own Link is left as it is (the
// slide editor used to change its whitelist for every editor on the page); pasted data: images go to the
// image hooks only in an editor that has them; the toolbar and the link box are named in words.
import Quill from 'quill';
import Link from 'quill/formats/link.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQuill, SiteLink, SiteVideo } from './quill-setup';
import { POST_TOOLBAR, SLIDE_TOOLBAR } from './toolbars';
import type { ImageHooks } from './types';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

function editor(images?: ImageHooks): Quill {
  const host = document.createElement('div');
  document.body.append(host);
  return createQuill(host, { toolbar: images ? POST_TOOLBAR : SLIDE_TOOLBAR, images });
}

// jsdom has no layout: Quill scrolls the pasted text into view through a range's box.
beforeAll(() => {
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
});
afterEach(() => document.body.replaceChildren());

describe('the link rule', () => {
  it("is the site's subclass; Quill's own Link keeps its whitelist", () => {
    expect(Link.PROTOCOL_WHITELIST).toContain('sms');
    expect(SiteLink.PROTOCOL_WHITELIST).toEqual(['http', 'https', 'mailto', 'tel']);
    expect(Quill.import('formats/link')).toBe(SiteLink);
    expect(SiteLink.sanitize('sms:+41000')).toBe('about:blank');
    expect(SiteLink.sanitize('javascript:alert(1)')).toBe('about:blank');
    expect(SiteLink.sanitize('tel:+41000')).toBe('tel:+41000');
    expect(SiteVideo.sanitize('sms:+41000')).toBe('about:blank');
  });

  it('applies in every editor, with or without image hooks', () => {
    for (const quill of [
      editor(),
      editor({ onImageButton: vi.fn(), onImageFiles: vi.fn(), onDataImages: vi.fn() }),
    ]) {
      quill.setContents(
        quill.clipboard.convert({
          html: '<p><a href="sms:1">a</a> <a href="tel:2">b</a> <a href="https://x.test/">c</a></p>',
        }),
        'silent',
      );
      const hrefs = [...quill.root.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(['about:blank', 'tel:2', 'https://x.test/']);
    }
  });
});

describe('pasted data: images', () => {
  it('go to onDataImages in an editor with image hooks, never into the text', () => {
    const onDataImages = vi.fn();
    const quill = editor({ onImageButton: vi.fn(), onImageFiles: vi.fn(), onDataImages });
    quill.clipboard.onPaste({ index: 0, length: 0 }, { html: `<p>Hi</p><img src="${PNG}" alt="dot">` });
    expect(onDataImages).toHaveBeenCalledWith(expect.any(Number), [PNG]);
    expect(quill.root.querySelector('img')).toBeNull();
  });

  it('are pasted as Quill does in an editor without them (a slide keeps its inline image)', () => {
    const quill = editor();
    quill.clipboard.onPaste({ index: 0, length: 0 }, { html: `<p>Hi</p><img src="${PNG}" alt="dot">` });
    expect(quill.root.querySelector('img')?.getAttribute('src')).toBe(PNG);
  });
});

describe('names', () => {
  it('the editable area is a multi-line textbox; the toolbar and the link box are named in words', () => {
    const quill = editor();
    expect(quill.root.getAttribute('role')).toBe('textbox');
    expect(quill.root.getAttribute('aria-multiline')).toBe('true');
    expect(document.querySelector('button.ql-clean')?.getAttribute('aria-label')).toBe('Clear formatting');
    expect(document.querySelector('.ql-tooltip input')?.getAttribute('aria-label')).toBe('Link or video URL');
  });
});
