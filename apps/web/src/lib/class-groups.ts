// Which Tailwind utility sets which CSS property, for `cn` (lib/cn.ts): two classes of one group, under the
// same variants, conflict, and the later one wins. It covers the utilities this app uses (cn.test.ts checks
// every pair of classes the code can merge against tailwind-merge, whose rules these follow); a utility
// that matches no rule is never dropped.

/** [group, test] in order: the first test that matches a utility (variants and `!` removed) names its group. */
export const RULES: Array<[string, RegExp]> = [
  [
    'display',
    /^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|table-caption|table-cell|table-column|table-column-group|table-footer-group|table-header-group|table-row-group|table-row|flow-root|grid|inline-grid|contents|list-item|hidden)$/,
  ],
  ['position', /^(?:static|fixed|absolute|relative|sticky)$/],
  ['sr', /^(?:sr-only|not-sr-only)$/],
  ['visibility', /^(?:visible|invisible|collapse)$/],
  ['flex-direction', /^flex-(?:row|row-reverse|col|col-reverse)$/],
  ['flex-wrap', /^flex-(?:wrap|wrap-reverse|nowrap)$/],
  ['flex', /^flex-(?:\d+|auto|initial|none|\[.+\]|\(.+\))$/],
  ['grow', /^grow(?:-.+)?$/],
  ['shrink', /^shrink(?:-.+)?$/],
  ['basis', /^basis-/],
  ['order', /^-?order-/],
  ['grid-cols', /^grid-cols-/],
  ['grid-rows', /^grid-rows-/],
  ['col-span', /^col-(?:span-.+|auto)$/],
  ['col-start', /^col-start-/],
  ['col-end', /^col-end-/],
  [
    'justify-content',
    /^justify-(?:normal|start|end|end-safe|center|center-safe|between|around|evenly|stretch|baseline)$/,
  ],
  ['justify-items', /^justify-items-/],
  ['justify-self', /^justify-self-/],
  ['align-items', /^items-/],
  ['align-self', /^self-/],
  ['align-content', /^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/],
  ['place-content', /^place-content-/],
  ['place-items', /^place-items-/],
  ['place-self', /^place-self-/],
  ['gap-x', /^gap-x-/],
  ['gap-y', /^gap-y-/],
  ['gap', /^gap-/],
  ['space-x', /^-?space-x-(?!reverse)/],
  ['space-y', /^-?space-y-(?!reverse)/],
  ['p', /^p-/],
  ['px', /^px-/],
  ['py', /^py-/],
  ['ps', /^ps-/],
  ['pe', /^pe-/],
  ['pt', /^pt-/],
  ['pr', /^pr-/],
  ['pb', /^pb-/],
  ['pl', /^pl-/],
  ['m', /^-?m-/],
  ['mx', /^-?mx-/],
  ['my', /^-?my-/],
  ['ms', /^-?ms-/],
  ['me', /^-?me-/],
  ['mt', /^-?mt-/],
  ['mr', /^-?mr-/],
  ['mb', /^-?mb-/],
  ['ml', /^-?ml-/],
  ['size', /^size-/],
  ['w', /^w-/],
  ['min-w', /^min-w-/],
  ['max-w', /^max-w-/],
  ['h', /^h-/],
  ['min-h', /^min-h-/],
  ['max-h', /^max-h-/],
  [
    'font-size',
    /^text-(?:xs|sm|base|lg|xl|\d+xl|\[(?:length:)?[\d.]+(?:px|rem|em|%|vw|vh)?\]|\(length:.+\))$/,
  ],
  ['text-alignment', /^text-(?:left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(?:wrap|nowrap|balance|pretty)$/],
  ['text-overflow', /^(?:truncate|text-ellipsis|text-clip)$/],
  ['text-color', /^text-/],
  ['font-weight', /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/],
  ['font-family', /^font-/],
  ['font-style', /^(?:italic|not-italic)$/],
  ['text-transform', /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ['text-decoration', /^(?:underline|overline|line-through|no-underline)$/],
  ['underline-offset', /^underline-offset-/],
  ['decoration-thickness', /^decoration-(?:auto|from-font|\d+)$/],
  ['decoration-style', /^decoration-(?:solid|dashed|dotted|double|wavy)$/],
  ['decoration-color', /^decoration-/],
  ['fvn-spacing', /^(?:proportional-nums|tabular-nums)$/],
  ['leading', /^leading-/],
  ['tracking', /^-?tracking-/],
  ['line-clamp', /^line-clamp-/],
  ['whitespace', /^whitespace-/],
  ['break', /^break-(?:normal|words|all|keep)$/],
  ['list-style-type', /^list-(?:none|disc|decimal)$/],
  ['vertical-align', /^align-/],
  ['bg-image', /^bg-(?:none|gradient-to-.+|linear-.+|radial|conic)$/],
  ['bg-size', /^bg-(?:auto|cover|contain)$/],
  ['bg-color', /^bg-/],
  ['gradient-from', /^from-/],
  ['gradient-via', /^via-/],
  ['gradient-to', /^to-/],
  ['rounded-s', /^rounded-s(?:-.+)?$/],
  ['rounded-e', /^rounded-e(?:-.+)?$/],
  ['rounded-t', /^rounded-t(?:-.+)?$/],
  ['rounded-r', /^rounded-r(?:-.+)?$/],
  ['rounded-b', /^rounded-b(?:-.+)?$/],
  ['rounded-l', /^rounded-l(?:-.+)?$/],
  ['rounded-tl', /^rounded-tl(?:-.+)?$/],
  ['rounded-tr', /^rounded-tr(?:-.+)?$/],
  ['rounded-br', /^rounded-br(?:-.+)?$/],
  ['rounded-bl', /^rounded-bl(?:-.+)?$/],
  ['rounded', /^rounded(?:-.+)?$/],
  ['border-w-x', /^border-x(?:-\d+)?$/],
  ['border-w-y', /^border-y(?:-\d+)?$/],
  ['border-w-s', /^border-s(?:-\d+)?$/],
  ['border-w-e', /^border-e(?:-\d+)?$/],
  ['border-w-t', /^border-t(?:-\d+)?$/],
  ['border-w-r', /^border-r(?:-\d+)?$/],
  ['border-w-b', /^border-b(?:-\d+)?$/],
  ['border-w-l', /^border-l(?:-\d+)?$/],
  ['border-w', /^border(?:-\d+)?$/],
  ['border-style', /^border-(?:solid|dashed|dotted|double|hidden|none)$/],
  ['border-color', /^border-/],
  ['divide-x', /^divide-x(?:-\d+)?$/],
  ['divide-y', /^divide-y(?:-\d+)?$/],
  ['divide-color', /^divide-/],
  ['outline-w', /^outline(?:-\d+)?$/],
  ['outline-style', /^outline-(?:none|hidden|solid|dashed|dotted|double)$/],
  ['shadow', /^shadow(?:-(?:2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/],
  ['shadow-color', /^shadow-/],
  ['ring-w', /^ring(?:-\d+)?$/],
  // tailwind-merge's 'ring-w-inset': inset is a switch of its own, not a colour.
  ['ring-w-inset', /^ring-inset$/],
  ['ring-offset-w', /^ring-offset-\d+$/],
  ['ring-offset-color', /^ring-offset-/],
  ['ring-color', /^ring-/],
  ['opacity', /^opacity-/],
  ['overflow-x', /^overflow-x-/],
  ['overflow-y', /^overflow-y-/],
  ['overflow', /^overflow-/],
  ['z', /^-?z-/],
  ['inset-x', /^-?inset-x-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['inset-y', /^-?inset-y-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['inset', /^-?inset-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['top', /^-?top-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['right', /^-?right-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['bottom', /^-?bottom-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['left', /^-?left-(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[.+\]|\(.+\))$/],
  ['translate-x', /^-?translate-x-/],
  ['translate-y', /^-?translate-y-/],
  ['rotate', /^-?rotate-/],
  ['scale', /^-?scale-/],
  ['transition', /^transition(?:-.+)?$/],
  ['duration', /^duration-/],
  ['ease', /^ease-/],
  ['animate', /^animate-/],
  ['cursor', /^cursor-/],
  ['pointer-events', /^pointer-events-/],
  ['select', /^select-(?:none|text|all|auto)$/],
  ['touch', /^touch-/],
  ['appearance', /^appearance-/],
  ['backdrop-blur', /^backdrop-blur(?:-.+)?$/],
  ['aspect', /^aspect-/],
  ['object-fit', /^object-(?:contain|cover|fill|none|scale-down)$/],
  ['caption', /^caption-/],
  ['scroll-mt', /^-?scroll-mt-/],
  ['accent', /^accent-/],
];

/** What a group overrides besides itself: a later `p-4` drops an earlier `px-2`, `size-4` drops `w-2`, … */
export const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': [
    'border-w-x',
    'border-w-y',
    'border-w-s',
    'border-w-e',
    'border-w-t',
    'border-w-r',
    'border-w-b',
    'border-w-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

/**
 * The texts a utility must begin with for a rule's expression to match it, read from the expression's source:
 * its literal start (less its last character when a quantifier makes that optional), or the words of a leading
 * `(?:a|b)` group. Null when the start is anything else, or when a `|` outside every group lets the expression
 * match anywhere (the rule is then always tried).
 */
export function rulePrefixes(source: string): { prefixes: string[]; negative: boolean } | null {
  // What is left outside every group, escapes and [sets] removed first.
  let outside = source.replace(/\\./g, '').replace(/\[[^\]]*\]/g, '');
  while (outside !== (outside = outside.replace(/\([^()]*\)/g, '')));
  const start = /^\^(-\?)?(?:\(\?:([\w|-]+)\)|([\w-]+))(.?)/.exec(source);
  if (!start || outside.includes('|')) return null;
  const [, minus, words, literal, next] = start;
  const negative = minus !== undefined;
  if (!/[?*{]/.test(next ?? '')) {
    const prefixes = (words ?? literal ?? '').split('|');
    return prefixes.every((p) => p !== '') ? { prefixes, negative } : null;
  }
  // A quantifier after the start: an optional group promises nothing, a literal all but its last character.
  return literal && literal.length > 1 ? { prefixes: [literal.slice(0, -1)], negative } : null;
}

/**
 * The rules in order, each with the texts a utility must start with to be worth testing. A utility is tested
 * only against the rules it could match: most never are, so their expressions are never compiled — a page's
 * first render used to compile nearly all of them (a few milliseconds of a phone's start-up, bench/web.ts).
 */
const INDEXED = RULES.map(([group, test]) => ({ group, test, start: rulePrefixes(test.source) }));

function couldMatch(start: { prefixes: string[]; negative: boolean } | null, utility: string): boolean {
  if (!start) return true;
  const text = start.negative && utility.startsWith('-') ? utility.slice(1) : utility;
  return start.prefixes.some((p) => text.startsWith(p));
}

/** Utilities already matched (the app's class names: a bounded set). */
const known = new Map<string, string | undefined>();

/** The group a utility belongs to, or undefined for one cn never drops (custom utilities, [prop:value]). */
export function classGroup(utility: string): string | undefined {
  // Every render merges the same few hundred utilities: each is matched against the rules once.
  if (known.has(utility)) return known.get(utility);
  const group = INDEXED.find((r) => couldMatch(r.start, utility) && r.test.test(utility))?.group;
  known.set(utility, group);
  return group;
}
