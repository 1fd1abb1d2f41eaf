// The library's search as a PostgREST `or` filter: file name, alt text or caption containing the user's words.
// The text goes through two languages, so it is escaped twice: first for LIKE (`%`, `_` and the escape character
// itself match literally), then as a double-quoted PostgREST value (commas, parentheses and dots inside the
// quotes are data, not syntax). PostgREST turns every `*` of a like pattern into `%`, so a typed `*` cannot be
// kept literal; it becomes `_` (any one character), which still finds the names that contain it.

const SEARCH_COLUMNS = ['file_name', 'alt_text', 'caption'] as const;

/** `text` as a LIKE pattern fragment that matches it literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\*/g, '_');
}

/** A double-quoted PostgREST value (backslash escapes `\` and `"`). */
export function quotePostgrest(value: string): string {
  return `"${value.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

/** The `or` filter for a search, or null when the search is blank (everything matches). */
export function mediaSearchFilter(search: string): string | null {
  const text = search.trim();
  if (!text) return null;
  const pattern = quotePostgrest(`*${escapeLike(text)}*`);
  return SEARCH_COLUMNS.map((column) => `${column}.ilike.${pattern}`).join(',');
}
