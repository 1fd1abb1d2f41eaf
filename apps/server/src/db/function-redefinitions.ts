// "A migration that changes a function says which earlier definition it replaces" (docs/decisions/0025):
// finds every `create [or replace] function` in supabase/migrations whose function an earlier migration already
// defined, and the `-- replaces: <earlier file>` line the comment right above it carries, if any.

export interface MigrationText {
  /** The file name, e.g. `20261129000300_course_lifecycle.sql`: names sort in the order they are applied. */
  name: string;
  sql: string;
}

export interface Redefinition {
  file: string;
  /** 1-based line of the `create` statement. */
  line: number;
  /** Schema-qualified, lower case (unquoted names fold): `public.calculate_quiz_score`. */
  fn: string;
  /** The latest earlier migration that defined it: what this one replaces. */
  replaces: string;
  /** What the `-- replaces:` line above the statement names, or null when there is none. */
  named: string | null;
}

// At the start of a line, so a comment or a string mentioning one is not a definition.
const CREATE_FUNCTION =
  /^[ \t]*create\s+(?:or\s+replace\s+)?function\s+((?:"[^"]+"|[\w$]+)(?:\.(?:"[^"]+"|[\w$]+))?)\s*\(/gim;
export const REPLACES_LINE = /^--\s*replaces:\s*(\S+)\s*$/;

function qualified(name: string): string {
  const parts = name.split('.').map((p) => (p.startsWith('"') ? p.slice(1, -1) : p.toLowerCase()));
  return (parts.length === 1 ? ['public', ...parts] : parts).join('.');
}

/** The `-- replaces:` file named in the run of comment lines directly above line `index` (0-based). */
function namedAbove(lines: string[], index: number): string | null {
  for (let i = index - 1; i >= 0 && lines[i]!.trimStart().startsWith('--'); i--) {
    const m = REPLACES_LINE.exec(lines[i]!.trim());
    if (m) return m[1]!;
  }
  return null;
}

/** Every redefinition in `files` (taken in name order), with what its comment names. */
export function redefinitions(files: MigrationText[]): Redefinition[] {
  const lastDefinedIn = new Map<string, string>();
  const found: Redefinition[] = [];
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const lines = file.sql.split('\n');
    const definedHere = new Set<string>();
    for (const m of file.sql.matchAll(CREATE_FUNCTION)) {
      const fn = qualified(m[1]!);
      const index = file.sql.slice(0, m.index).split('\n').length - 1;
      const earlier = lastDefinedIn.get(fn);
      if (earlier !== undefined && !definedHere.has(fn)) {
        found.push({
          file: file.name,
          line: index + 1,
          fn,
          replaces: earlier,
          named: namedAbove(lines, index),
        });
      }
      definedHere.add(fn);
    }
    for (const fn of definedHere) lastDefinedIn.set(fn, file.name);
  }
  return found;
}
