import { describe, expect, it } from 'vitest';
import { changedBlocks, diffParagraphs } from './diff-paragraphs';
import { diffWords } from './revision-diff';

const text = (n: number, edit?: number, word = 'edited') =>
  Array.from({ length: n }, (_, i) => (i === edit ? `Paragraph ${i} ${word}.` : `Paragraph ${i}.`)).join(
    '\n\n',
  );

describe('diffParagraphs', () => {
  it('splits unchanged text at its paragraph breaks and marks the paragraphs with a change', () => {
    const paragraphs = diffParagraphs(diffWords(text(3), text(3, 1)));
    expect(paragraphs.map((p) => p.changed)).toEqual([false, true, false]);
    expect(paragraphs[1]!.parts).toEqual([
      { kind: 'same', text: 'Paragraph 1' },
      { kind: 'added', text: ' edited' },
      { kind: 'same', text: '.' },
    ]);
    expect(paragraphs[0]!.parts).toEqual([{ kind: 'same', text: 'Paragraph 0.' }]);
  });

  it('keeps an added or removed paragraph break inside its change', () => {
    const paragraphs = diffParagraphs(diffWords('One. Two.', 'One.\n\nTwo.'));
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]!.parts.some((p) => p.kind === 'added' && p.text.includes('\n\n'))).toBe(true);
  });
});

describe('changedBlocks', () => {
  it('shows a change with one paragraph of context and counts the folded ones', () => {
    const blocks = changedBlocks(diffParagraphs(diffWords(text(10), text(10, 5))));
    expect(
      blocks.map((b) => (b.type === 'gap' ? `gap ${b.count}` : b.paragraph.changed ? 'changed' : 'context')),
    ).toEqual(['gap 4', 'context', 'changed', 'context', 'gap 3']);
  });

  it('folds nothing when everything is near a change, and everything when nothing changed', () => {
    expect(
      changedBlocks(diffParagraphs(diffWords(text(2), text(2, 0)))).every((b) => b.type === 'paragraph'),
    ).toBe(true);
    expect(changedBlocks(diffParagraphs(diffWords(text(3), text(3))))).toEqual([{ type: 'gap', count: 3 }]);
  });
});
