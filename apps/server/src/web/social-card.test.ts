import { describe, expect, it } from 'vitest';
import { cardSvg, fitTitle, textWidth, wrap } from './social-card.ts';

describe('social card layout', () => {
  it('wraps a title by word within the width, and cuts only a word longer than a line', () => {
    const lines = wrap('Bitcoin for the balance sheet of a company', 60, 600);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(600);
    expect(lines.join(' ')).toBe('Bitcoin for the balance sheet of a company');
    const long = wrap('x'.repeat(80), 60, 600);
    expect(long.join('')).toBe('x'.repeat(80));
  });

  it('keeps a title to three lines: smaller type for a long one, an ellipsis past that', () => {
    expect(fitTitle('A short title')).toEqual({ lines: ['A short title'], size: 68 });
    const long = fitTitle('word '.repeat(40).trim());
    expect(long.lines).toHaveLength(3);
    expect(long.size).toBe(52);
    expect(long.lines[2]?.endsWith('…')).toBe(true);
  });

  it('escapes the title and the firm name: markup in them is text, not SVG', () => {
    const svg = cardSvg({
      title: '<script>alert(1)</script> & "quotes"',
      siteName: 'A&B <Co>',
      date: 'May 01, 2026',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('A&#38;B &#60;CO&#62;');
  });
});
