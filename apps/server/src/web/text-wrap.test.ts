// The wrap is linear: counted, not timed. A counting advance (every character 1 unit wide) tallies the
// measurements a long unbroken word costs; the wrap it replaced re-measured every prefix of the word for
// every cut (cubic: about 10^8 measurements for 1,500 characters at 40 per line).
import { describe, expect, it } from 'vitest';
import { ellipsize, wrap } from './text-wrap.ts';

function counting(widthOf: (ch: string) => number = () => 1) {
  const counter = {
    calls: 0,
    advance: (ch: string) => {
      counter.calls += 1;
      return widthOf(ch);
    },
  };
  return counter;
}

describe('wrap', () => {
  it('breaks at spaces within the width, collapsing whitespace, and keeps every word', () => {
    const { lines, overflow } = wrap('  one two\tthree\n four five  ', 9, () => 1);
    expect(lines).toEqual(['one two', 'three', 'four five']);
    expect(overflow).toBe(false);
  });

  it('cuts a word wider than a line into pieces as wide as fit, continuing the line after it', () => {
    expect(wrap('ab abcdefghij kl', 4, () => 1).lines).toEqual(['ab', 'abcd', 'efgh', 'ij', 'kl']);
    // Never inside a surrogate pair: an emoji is one character.
    expect(wrap('😀😀😀😀😀', 2, () => 1).lines).toEqual(['😀😀', '😀😀', '😀']);
    // A character wider than the line still gets a line of its own (no endless loop).
    expect(wrap('WWW', 1, () => 3).lines).toEqual(['W', 'W', 'W']);
  });

  it('a 1,500-character unbroken word costs one measurement per character (plus the space)', () => {
    const n = 1500;
    const counter = counting();
    const { lines } = wrap('x'.repeat(n), 40, counter.advance);
    expect(lines.join('')).toBe('x'.repeat(n));
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(40);
    expect(counter.calls).toBe(n + 1);
  });

  it('doubling the word doubles the work (linear, not quadratic or cubic)', () => {
    const cost = (n: number) => {
      const counter = counting();
      wrap(`${'x'.repeat(n)} tail words here`, 40, counter.advance);
      return counter.calls;
    };
    expect(cost(6000)).toBeLessThanOrEqual(2 * cost(3000));
  });

  it('stops after maxLines lines and says text was left over; measures nothing past that', () => {
    const counter = counting();
    const text = `${'word '.repeat(1000)}`;
    const { lines, overflow } = wrap(text, 10, counter.advance, 3);
    expect(lines).toEqual(['word word', 'word word', 'word word']);
    expect(overflow).toBe(true);
    // Seven words read (the seventh shows the overflow), four characters each, and the space.
    expect(counter.calls).toBe(7 * 4 + 1);
    expect(wrap('word word', 10, () => 1, 1)).toEqual({ lines: ['word word'], overflow: false });
  });
});

describe('ellipsize', () => {
  it('cuts the line from its end until it and the ellipsis fit, without a trailing space', () => {
    expect(ellipsize('abcdef', 10, () => 1)).toBe('abcdef…');
    expect(ellipsize('abc defgh', 5, () => 1)).toBe('abc…');
    const counter = counting();
    ellipsize('x'.repeat(1000), 10, counter.advance);
    expect(counter.calls).toBe(1001);
  });
});
