import { describe, expect, it } from 'vitest';
import { diffTokens, diffWords, htmlToText, readableParts, tokenize, type DiffPart } from './revision-diff';

/** The longest common subsequence's length, by the textbook table: what a minimal script must keep. */
function lcsLength(a: string[], b: string[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const side = (parts: DiffPart[], drop: 'added' | 'removed') =>
  parts
    .filter((p) => p.kind !== drop)
    .map((p) => p.text)
    .join('');

describe('htmlToText', () => {
  it('keeps one paragraph per block and the line breaks, collapses whitespace, decodes entities', () => {
    const html =
      '<h2>Custody  &amp; keys</h2>\n<p>Cold\n storage&nbsp;first.<br>Then <strong>multisig</strong>.</p><ul><li>One</li><li>Two &#8217;s &#x2014;</li></ul>';
    expect(htmlToText(html)).toBe('Custody & keys\n\nCold storage first.\nThen multisig.\n\nOne\n\nTwo ’s —');
  });

  it('names images and videos, drops comments and scripts, and is empty for nothing', () => {
    expect(
      htmlToText(
        '<p>Chart <img src="/a.png" alt="Price &quot;chart&quot;"> here</p><!-- note --><script>x()</script><iframe class="ql-video" src="https://www.youtube.com/embed/abc"></iframe>',
      ),
    ).toBe('Chart [Image: Price "chart"] here\n\n[Video: https://www.youtube.com/embed/abc]');
    expect(htmlToText('<p><img src="/b.png"></p>')).toBe('[Image: no description]');
    expect(htmlToText(null)).toBe('');
    expect(htmlToText('<p> </p><p></p>')).toBe('');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('<p>&unknown; &#0;</p>')).toBe('&unknown; &#0;');
  });
});

describe('tokenize', () => {
  it('splits words, punctuation and whitespace, keeping contractions and hyphenated words whole', () => {
    expect(tokenize("It's a well-known fact, 21M.\n\nNew")).toEqual([
      "It's",
      ' ',
      'a',
      ' ',
      'well-known',
      ' ',
      'fact',
      ',',
      ' ',
      '21M',
      '.',
      '\n\n',
      'New',
    ]);
  });
});

describe('diffTokens (Myers)', () => {
  it('finds a minimal edit script: as long as the longest common subsequence allows, on random inputs', () => {
    // A fixed generator, so a failure can be replayed.
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const words = ['a', 'b', 'c', 'd', ' '];
    const list = () =>
      Array.from({ length: Math.floor(random() * 14) }, () => words[Math.floor(random() * 5)]!);
    for (let i = 0; i < 500; i++) {
      const a = list();
      const b = list();
      const parts = diffTokens(a, b);
      // Reading one side of the script gives back each input …
      expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text)).toEqual(a);
      expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text)).toEqual(b);
      // … and it keeps as much as can be kept.
      expect(parts.filter((p) => p.kind === 'same')).toHaveLength(lcsLength(a, b));
    }
  });

  it('handles empty sides', () => {
    expect(diffTokens([], [])).toEqual([]);
    expect(diffTokens([], ['x'])).toEqual([{ kind: 'added', text: 'x' }]);
    expect(diffTokens(['x'], [])).toEqual([{ kind: 'removed', text: 'x' }]);
  });

  it('shows the middle as replaced whole beyond the edit limit, still exact on both sides', () => {
    const a = ['keep', 'a1', 'a2', 'a3', 'end'];
    const b = ['keep', 'b1', 'b2', 'b3', 'end'];
    const parts = diffTokens(a, b, 2);
    expect(parts.map((p) => `${p.kind}:${p.text}`)).toEqual([
      'same:keep',
      'removed:a1',
      'removed:a2',
      'removed:a3',
      'added:b1',
      'added:b2',
      'added:b3',
      'same:end',
    ]);
  });

  it('finds scattered edits in a long post (common ends trimmed, Myers between)', () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `w${i % 997}`);
    const b = a.map((w, i) => (i % 500 === 0 ? `${w}x` : w));
    const parts = diffTokens(a, b);
    expect(parts.filter((p) => p.kind === 'added')).toHaveLength(40);
    expect(parts.filter((p) => p.kind === 'removed')).toHaveLength(40);
  });
});

describe('diffWords', () => {
  it('reads a replacement of neighbouring words as one change, removals first', () => {
    expect(diffWords('The quick brown fox jumps.', 'The slow red fox leaps.')).toEqual([
      { kind: 'same', text: 'The ' },
      { kind: 'removed', text: 'quick brown' },
      { kind: 'added', text: 'slow red' },
      { kind: 'same', text: ' fox ' },
      { kind: 'removed', text: 'jumps' },
      { kind: 'added', text: 'leaps' },
      { kind: 'same', text: '.' },
    ]);
  });

  it('marks an insertion and a deletion, and keeps each side readable', () => {
    const before = 'Hold keys offline.\n\nReview yearly.';
    const after = 'Hold your keys offline.\n\nReview quarterly and yearly.';
    const parts = diffWords(before, after);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['your ', 'quarterly and ']);
    expect(parts.filter((p) => p.kind === 'removed')).toEqual([]);
  });

  it('never joins changes across a paragraph break', () => {
    const parts = diffWords('one\n\ntwo', 'uno\n\ndos');
    expect(parts).toEqual([
      { kind: 'removed', text: 'one' },
      { kind: 'added', text: 'uno' },
      { kind: 'same', text: '\n\n' },
      { kind: 'removed', text: 'two' },
      { kind: 'added', text: 'dos' },
    ]);
  });

  it('is one unchanged part for equal texts', () => {
    expect(diffWords('Same text.', 'Same text.')).toEqual([{ kind: 'same', text: 'Same text.' }]);
    expect(readableParts([])).toEqual([]);
  });
});
