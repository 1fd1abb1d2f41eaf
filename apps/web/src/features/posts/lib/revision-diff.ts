// What changed between two versions of a post, for people: the fields that differ (old → new) and the body
// as a word-level diff of its text. The body is compared as text (HTML stripped, paragraph breaks kept):
// a reviewer reads words, not markup. Hand-written (Myers' O(ND) diff over word tokens, ~100 lines) rather
// than the `diff` package: the editor's chunk needs only this, and revision-diff.test.ts holds it against a
// brute-force longest common subsequence.

export type DiffKind = 'same' | 'added' | 'removed';

export interface DiffPart {
  kind: DiffKind;
  text: string;
}

// ─── HTML → text ─────────────────────────────────────────────────────────────────────────────────────────
// Markers that survive tag stripping: a block's end is a paragraph break, <br> a line break.
const PARAGRAPH = '\u0001';
const LINE = '\u0002';

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  euro: '€',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const attribute = (tag: string, name: string): string => {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return decodeEntities(m?.[2] ?? m?.[3] ?? '').trim();
};

/**
 * The text a reader reads in an HTML body: one paragraph per block (separated by a blank line), line breaks
 * kept, whitespace collapsed, entities decoded. Images and videos appear as `[Image: alt]` / `[Video: src]`
 * so that adding or removing one shows in the diff.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<img\b[^>]*>/gi, (tag) => ` [Image: ${attribute(tag, 'alt') || 'no description'}] `)
    .replace(/<iframe\b[^>]*>/gi, (tag) => `${PARAGRAPH}[Video: ${attribute(tag, 'src')}]${PARAGRAPH}`)
    .replace(/<br\s*\/?>/gi, LINE)
    .replace(
      /<\/?(p|h[1-6]|li|blockquote|pre|div|figure|figcaption|ul|ol|table|tr|section|article)\b[^>]*>/gi,
      PARAGRAPH,
    )
    .replace(/<[^>]*>/g, '');
  return decodeEntities(marked)
    .split(PARAGRAPH)
    .map((paragraph) =>
      paragraph
        .split(LINE)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

// ─── Words ───────────────────────────────────────────────────────────────────────────────────────────────
/** Words (letters, digits, inner apostrophes and hyphens), single punctuation marks, and runs of whitespace. */
const TOKEN = /[\p{L}\p{N}_]+(?:['’-][\p{L}\p{N}_]+)*|\n+|[^\S\n]+|[^\s]/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

// ─── Myers' diff ─────────────────────────────────────────────────────────────────────────────────────────
/** Beyond this many insertions plus deletions the middle is shown as replaced whole (bounded time and memory). */
export const MAX_EDITS = 4000;

type Op = { kind: DiffKind; token: string };

/** The shortest edit script from `a` to `b` (Myers 1986), or null when it is longer than `limit`. */
function myers(a: readonly string[], b: readonly string[], limit: number): Op[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, limit);
  // v[k] = the furthest x on diagonal k (k = x − y); `trace[d]` keeps v for k ∈ [−d, d] before step d.
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d, offset + d + 1));
    for (let k = -d; k <= d; k += 2) {
      let x =
        k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!)
          ? v[offset + k + 1]!
          : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, d);
    }
  }
  return null;
}

function backtrack(a: readonly string[], b: readonly string[], trace: Int32Array[], end: number): Op[] {
  const ops: Op[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = end; d > 0; d--) {
    const v = trace[d]!; // v[k] is at index k + d
    const k = x - y;
    const prevK = k === -d || (k !== d && v[k - 1 + d]! < v[k + 1 + d]!) ? k + 1 : k - 1;
    const prevX = v[prevK + d]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x--;
      y--;
      ops.push({ kind: 'same', token: a[x]! });
    }
    if (x === prevX) ops.push({ kind: 'added', token: b[--y]! });
    else ops.push({ kind: 'removed', token: a[--x]! });
  }
  while (x > 0 && y > 0) {
    x--;
    ops.push({ kind: 'same', token: b[--y]! });
  }
  return ops.reverse();
}

/** The edit script between two token lists: common ends first (most edits are local), Myers in between. */
export function diffTokens(a: readonly string[], b: readonly string[], limit = MAX_EDITS): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle: Op[] = myers(midA, midB, limit) ?? [
    ...midA.map((token): Op => ({ kind: 'removed', token })),
    ...midB.map((token): Op => ({ kind: 'added', token })),
  ];
  const ops: Op[] = [
    ...a.slice(0, start).map((token): Op => ({ kind: 'same', token })),
    ...middle,
    ...a.slice(endA).map((token): Op => ({ kind: 'same', token })),
  ];
  return ops.map((op) => ({ kind: op.kind, text: op.token }));
}

// ─── Readable parts ──────────────────────────────────────────────────────────────────────────────────────
const isSpace = (part: DiffPart) => part.kind === 'same' && /^[^\S\n]+$/.test(part.text);

/**
 * Joins the edit script into readable runs: a space between two changes belongs to the change ("quick
 * brown" → "slow red" reads as one replacement, not two), and within a run of changes everything removed
 * comes before everything added. Paragraph breaks are never swallowed, so a change stays in its paragraph.
 */
export function readableParts(parts: readonly DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ kind: 'removed', text: removed });
    if (added) out.push({ kind: 'added', text: added });
    removed = '';
    added = '';
  };
  const push = (part: DiffPart) => {
    const last = out[out.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  };
  parts.forEach((part, i) => {
    if (part.kind === 'removed') removed += part.text;
    else if (part.kind === 'added') added += part.text;
    else if ((removed || added) && isSpace(part) && parts[i + 1] && parts[i + 1]!.kind !== 'same') {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      push(part);
    }
  });
  flush();
  return slideToWordStarts(out);
}

/**
 * A lone insertion or deletion between unchanged text may be placed a space earlier or later with the same
 * meaning (" quarterly and" or "quarterly and "): put it where it starts with a word, as a reader marks it.
 */
function slideToWordStarts(parts: DiffPart[]): DiffPart[] {
  for (let i = 1; i < parts.length - 1; i++) {
    const [before, change, after] = [parts[i - 1]!, parts[i]!, parts[i + 1]!];
    if (before.kind !== 'same' || after.kind !== 'same' || change.kind === 'same') continue;
    while (/^[^\S\n]/.test(change.text) && after.text[0] === change.text[0]) {
      before.text += change.text[0];
      change.text = change.text.slice(1) + change.text[0];
      after.text = after.text.slice(1);
    }
  }
  return parts.filter((p) => p.text !== '');
}

/** A word-level diff of two texts, ready to show. */
export function diffWords(before: string, after: string): DiffPart[] {
  return readableParts(diffTokens(tokenize(before), tokenize(after)));
}
