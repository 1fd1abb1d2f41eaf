// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { previewText } from './strip-tags';

describe('previewText', () => {
  it('strips tags and keeps words apart', () => {
    expect(previewText('<h2>Keys</h2><p>Your <strong>seed</strong> phrase</p>')).toBe(
      'Keys Your seed phrase',
    );
    expect(previewText('<img src=x onerror=alert(1)><script>bad()</script>Hi')).toBe('Hi');
  });

  it('cuts at 100 characters', () => {
    const long = `<p>${'a'.repeat(150)}</p>`;
    expect(previewText(long)).toBe(`${'a'.repeat(100)}…`);
    expect(previewText(`<p>${'b'.repeat(100)}</p>`)).toBe('b'.repeat(100));
  });

  it('reads empty content as empty', () => {
    expect(previewText(null)).toBe('');
    expect(previewText('<p><br></p>')).toBe('');
  });
});
