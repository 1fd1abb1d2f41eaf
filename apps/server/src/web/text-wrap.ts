// Greedy word wrap for text the server draws (the social card's title). One pass: every character's
// advance is looked up once, a line's width is kept as a running sum, and a word wider than a line is cut
// where the next character would not fit. The wrap it replaced measured the whole line again for every
// word and every prefix of an over-long word for every cut — cubic in the word's length (a 1,500-character
// title held the event loop for 25 s).

/** The advance of one character (a code point), in the unit of the width it is wrapped to. */
export type Advance = (ch: string) => number;

export interface Wrapped {
  lines: string[];
  /** True when text was left over after `maxLines` lines. */
  overflow: boolean;
}

/**
 * `text` wrapped at whitespace to `width`, at most `maxLines` (≥ 1) lines. Runs of whitespace collapse to one
 * space; a word longer than a line is cut between characters (never inside a surrogate pair). Work is
 * linear in the length of the text: `advance` is called once per character of each word placed, plus once
 * for the space.
 */
export function wrap(text: string, width: number, advance: Advance, maxLines = Infinity): Wrapped {
  const lines: string[] = [];
  const space = advance(' ');
  let line = '';
  let lineWidth = 0;
  // A line is closed only when more text follows it: once `maxLines` are closed, the rest is overflow and
  // is neither measured nor placed.
  const close = (done: string): boolean => {
    lines.push(done);
    return lines.length >= maxLines;
  };

  for (const word of text.split(/\s+/u)) {
    if (word === '') continue;
    const chars = [...word];
    const widths = chars.map(advance);
    const wordWidth = widths.reduce((sum, w) => sum + w, 0);
    if (line !== '' && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line !== '' && close(line)) return { lines, overflow: true };
    lineWidth = 0;
    if (wordWidth <= width) {
      line = word;
      lineWidth = wordWidth;
      continue;
    }
    // Too wide for any line: cut it, each piece as wide as fits (at least one character).
    let start = 0;
    for (let i = 0; i < chars.length; i += 1) {
      const w = widths[i] ?? 0;
      if (i > start && lineWidth + w > width) {
        if (close(chars.slice(start, i).join(''))) return { lines, overflow: true };
        start = i;
        lineWidth = 0;
      }
      lineWidth += w;
    }
    line = chars.slice(start).join('');
  }
  if (line !== '') lines.push(line);
  return { lines, overflow: false };
}

/**
 * `line` cut from its end until it and `suffix` fit `width` (trailing spaces dropped), then `suffix`
 * appended. Linear: each character is measured once.
 */
export function ellipsize(line: string, width: number, advance: Advance, suffix = '…'): string {
  const chars = [...line];
  const widths = chars.map(advance);
  let total = widths.reduce((sum, w) => sum + w, 0) + [...suffix].reduce((sum, ch) => sum + advance(ch), 0);
  while (chars.length > 0 && total > width) {
    chars.pop();
    total -= widths.pop() ?? 0;
  }
  return `${chars.join('').trimEnd()}${suffix}`;
}
