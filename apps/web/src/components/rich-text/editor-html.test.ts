import { describe, expect, it } from 'vitest';
import { cleanEditorHtml } from './editor-html';

describe('cleanEditorHtml', () => {
  it("undoes Quill 2.0's spaces-as-&nbsp; and keeps real no-break spaces", () => {
    expect(cleanEditorHtml('<p>Hello&nbsp;big&nbsp;world</p>')).toBe('<p>Hello big world</p>');
    expect(cleanEditorHtml('<p>10\u00a0BTC</p>')).toBe('<p>10\u00a0BTC</p>');
  });

  it('treats an empty editor as no content', () => {
    expect(cleanEditorHtml('<p></p>')).toBe('');
    expect(cleanEditorHtml('<p><br></p>')).toBe('');
    expect(cleanEditorHtml('<p>x</p>')).toBe('<p>x</p>');
  });
});
