// The access matrix's columns (DESIGN.md §3) and how a matrix prints, for both suites that run it.
export const PRINCIPALS = ['anon', 'learnerA', 'learnerB', 'contributor', 'editor', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

export interface MatrixLine {
  row: string;
  cells: string[];
}

/** The matrix as an aligned table, one line per row: what a suite prints and compares with the design. */
export function formatMatrix(rows: MatrixLine[]): string {
  const widths = [
    Math.max(...rows.map((r) => r.row.length)),
    ...PRINCIPALS.map((p, i) => Math.max(p.length, ...rows.map((r) => r.cells[i]?.length ?? 0))),
  ];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(['', ...PRINCIPALS]), ...rows.map((r) => line([r.row, ...r.cells]))].join('\n');
}
