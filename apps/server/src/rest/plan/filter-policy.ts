// Which filter patterns a caller may send. A POSIX regex with backreferences can take minutes inside
// PostgreSQL (`(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1z` on a few hundred characters), and PGlite runs one statement
// at a time, so those forms are refused before anything reaches the database — for anon and authenticated
// alike. Only the service role (the server's own key, never in a browser) keeps full regex: telling staff
// apart here would need a database read per request, and no screen filters with regex.
import type { ApiRole } from '../../db/request-context.ts';
import { errors } from '../errors.ts';
import type { ApiRequest, FilterNode } from '../request/types.ts';

export const MAX_PATTERN_LENGTH = 256;

interface Quantifier {
  length: number;
  /** `*`, `+` and `{…}` repeat; `?` only makes optional. */
  repeats: boolean;
}

/** The quantifier starting at `i` (with its lazy `?`), if any. */
function quantifierAt(p: string, i: number): Quantifier | null {
  const ch = p[i];
  let length = 0;
  if (ch === '*' || ch === '+' || ch === '?') length = 1;
  else if (ch === '{') length = /^\{\d+(,\d*)?\}/.exec(p.slice(i))?.[0].length ?? 0;
  if (length === 0) return null;
  return { length: length + (p[i + length] === '?' ? 1 : 0), repeats: ch !== '?' };
}

/** Index after the bracket expression opening at `i` (`[^]a-z[:digit:]\]]`). */
function skipBracket(p: string, i: number): number {
  let j = i + 1;
  if (p[j] === '^') j++;
  if (p[j] === ']') j++;
  while (j < p.length && p[j] !== ']') {
    if (p[j] === '\\') j += 2;
    else if (p[j] === '[' && ':.='.includes(p[j + 1] ?? '-')) {
      const close = p.indexOf(`${p[j + 1]}]`, j + 2);
      j = close < 0 ? p.length : close + 2;
    } else j++;
  }
  return j + 1;
}

/** Why a regex is refused for callers without full regex, or null when it is fine. */
export function regexProblem(p: string): string | null {
  if (p.length > MAX_PATTERN_LENGTH) return `it is longer than ${MAX_PATTERN_LENGTH} characters`;
  // (?b) switches to basic regex syntax, whose groups are \( \) — refuse it rather than parse a second syntax.
  if (/^(\*\*\*:)?\(\?[a-z]*b/.test(p)) return 'it uses basic regex syntax (?b)';
  // Each open group records whether anything inside it repeats.
  const groups: boolean[] = [false];
  let i = 0;
  while (i < p.length) {
    const ch = p[i] as string;
    if (ch === '\\') {
      if (/[1-9]/.test(p[i + 1] ?? '')) return 'it uses a backreference (\\1 to \\9)';
      i += 2;
    } else if (ch === '[') {
      i = skipBracket(p, i);
    } else if (ch === '(') {
      groups.push(false);
      i++;
      // (?:…) (?=…) (?!…) (?<=…) (?<!…) and (?i): the `?` is a marker, not a quantifier.
      if (p[i] === '?') i += /^\?(<[=!]|[:=!]|[a-z]*)/.exec(p.slice(i))?.[0].length ?? 1;
    } else if (ch === ')') {
      const inner = groups.length > 1 ? (groups.pop() as boolean) : false;
      i++;
      const q = quantifierAt(p, i);
      if (q?.repeats && inner) return 'it repeats a group that already repeats, such as (a+)+';
      if (q || inner) groups[groups.length - 1] = true;
      i += q?.length ?? 0;
    } else {
      const q = quantifierAt(p, i);
      if (q) groups[groups.length - 1] = true;
      i += q?.length ?? 1;
    }
  }
  return null;
}

function checkNode(node: FilterNode): void {
  if (node.kind === 'logic') {
    node.children.forEach(checkNode);
    return;
  }
  const values = Array.isArray(node.value) ? node.value : [node.value];
  for (const value of values) {
    let problem: string | null = null;
    if (node.op === 'match' || node.op === 'imatch') problem = regexProblem(value);
    else if ((node.op === 'like' || node.op === 'ilike') && value.length > MAX_PATTERN_LENGTH) {
      problem = `it is longer than ${MAX_PATTERN_LENGTH} characters`;
    }
    if (problem) throw errors.unsafePattern(node.op, node.field.name, problem);
  }
}

/** Throws PGRST150 when a parsed filter of `req` uses a pattern form `role` may not send. */
export function checkFilterPolicy(req: ApiRequest, role: ApiRole): void {
  if (role === 'service_role') return;
  for (const level of req.levels.values()) level.filters.forEach(checkNode);
}
