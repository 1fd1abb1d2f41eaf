import { describe, expect, it } from 'vitest';
import { cardSvg, emWidth, fitTitle, textWidth } from './social-card.ts';
import { wrap } from './text-wrap.ts';

describe('social card layout', () => {
  it('wraps a title by word within the width, and cuts only a word longer than a line', () => {
    const { lines } = wrap('Bitcoin for the balance sheet of a company', 600 / 60, emWidth);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 60)).toBeLessThanOrEqual(600);
    expect(lines.join(' ')).toBe('Bitcoin for the balance sheet of a company');
    const long = wrap('x'.repeat(80), 600 / 60, emWidth);
    expect(long.lines.join('')).toBe('x'.repeat(80));
  });

  it('keeps a title to three lines: smaller type for a long one, an ellipsis past that', () => {
    expect(fitTitle('A short title')).toEqual({ lines: ['A short title'], size: 68 });
    const long = fitTitle('word '.repeat(40).trim());
    expect(long.lines).toHaveLength(3);
    expect(long.size).toBe(52);
    expect(long.lines[2]?.endsWith('…')).toBe(true);
    for (const line of long.lines) expect(textWidth(line, 52)).toBeLessThanOrEqual(1008);
  });

  it('a long unbroken title costs work linear in its length, counted per character measured', () => {
    const cost = (n: number) => {
      let calls = 0;
      const { lines } = fitTitle('W'.repeat(n), (ch) => {
        calls += 1;
        return emWidth(ch);
      });
      expect(lines).toHaveLength(3);
      expect(lines[2]?.endsWith('…')).toBe(true);
      return calls;
    };
    // Three sizes tried, each measuring the word once, plus the cut line: ≤ 4 measurements a character.
    expect(cost(1500)).toBeLessThanOrEqual(4 * 1500);
    expect(cost(3000)).toBeLessThanOrEqual(2 * cost(1500));
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
