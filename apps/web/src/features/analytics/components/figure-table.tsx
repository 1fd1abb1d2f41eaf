import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';

export interface FigureColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Counts: right-aligned, tabular figures. */
  numeric?: boolean;
}

/**
 * A table of one panel's figures; its first column is each row's header (a screen reader names every count by
 * it: "Custody basics, Views, 300"). `label` names the table (the panel's title is usually enough).
 */
export function FigureTable<T>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: FigureColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
}) {
  const numeric = (c: FigureColumn<T>) => (c.numeric ? 'text-right tabular-nums' : undefined);
  // Headers may wrap ("Page visitors") so a phone shows every column; a long path or name breaks only
  // where it must, in a first column kept wide enough to read.
  const head = (c: FigureColumn<T>) => cn('px-1.5 whitespace-normal sm:px-2', c.numeric && 'text-right');
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((c) => (
            <TableHead key={c.header} className={head(c)}>
              {c.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={rowKey(row, i)}>
            {columns.map((c, j) =>
              j === 0 ? (
                <th
                  key={c.header}
                  scope="row"
                  className="min-w-24 px-1.5 py-2 text-left font-normal [overflow-wrap:anywhere] sm:px-2"
                >
                  {c.cell(row)}
                </th>
              ) : (
                <TableCell key={c.header} className={cn('px-1.5 sm:px-2', numeric(c))}>
                  {c.cell(row)}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
