// A body's diff, paragraph by paragraph, so that a long post shows its changes with a little context
// instead of every unchanged paragraph.
import type { DiffPart } from './revision-diff';

export interface DiffParagraph {
  parts: DiffPart[];
  changed: boolean;
}

export type DiffBlock = { type: 'paragraph'; paragraph: DiffParagraph } | { type: 'gap'; count: number };

/**
 * Splits at the paragraph breaks of unchanged text. A break that was itself added or removed stays inside
 * its change (shown there), so each side's paragraphs are never misdrawn.
 */
export function diffParagraphs(parts: readonly DiffPart[]): DiffParagraph[] {
  const paragraphs: DiffParagraph[] = [{ parts: [], changed: false }];
  const current = () => paragraphs[paragraphs.length - 1]!;
  for (const part of parts) {
    if (part.kind !== 'same') {
      current().parts.push(part);
      current().changed = true;
      continue;
    }
    part.text.split(/\n{2,}/).forEach((piece, i) => {
      if (i > 0) paragraphs.push({ parts: [], changed: false });
      if (piece !== '') current().parts.push({ kind: 'same', text: piece });
    });
  }
  return paragraphs.filter((p) => p.parts.length > 0);
}

/** The changed paragraphs with `context` unchanged ones on each side; the rest folded into counted gaps. */
export function changedBlocks(paragraphs: readonly DiffParagraph[], context = 1): DiffBlock[] {
  const near = (i: number) =>
    paragraphs.slice(Math.max(0, i - context), i + context + 1).some((p) => p.changed);
  const blocks: DiffBlock[] = [];
  paragraphs.forEach((paragraph, i) => {
    if (near(i)) {
      blocks.push({ type: 'paragraph', paragraph });
      return;
    }
    const last = blocks[blocks.length - 1];
    if (last?.type === 'gap') last.count++;
    else blocks.push({ type: 'gap', count: 1 });
  });
  return blocks;
}
