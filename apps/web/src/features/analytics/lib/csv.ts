// CSV as spreadsheets read it (RFC 4180): a cell with a comma, quote or line break is quoted, quotes doubled,
// lines end with CRLF. A text cell starting with = + - @ (or a tab or carriage return) would run as a formula in
// Excel, LibreOffice or Sheets (CSV injection, OWASP): it gets a leading apostrophe, which they show as text.

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  // Numbers are ours (counts, never negative), so they stay numbers; text may come from a visitor (paths, UTM).
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');

export const csvText = (rows: readonly (readonly CsvValue[])[]): string =>
  rows.map(csvLine).join('\r\n') + '\r\n';
