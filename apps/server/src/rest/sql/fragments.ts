// The one identifier-quoting function and the bind-parameter collector. Identifiers reaching SQL come from
// the schema cache or are generated aliases; every value goes through Params.
import { errors } from '../errors.ts';
import type { JsonStep } from '../request/types.ts';
import type { ColumnRef } from '../plan/types.ts';
import type { Table } from '../schema-cache/types.ts';

/** Quotes an identifier as Postgres' quote_ident would (always quoted; embedded quotes doubled). */
export function ident(name: string): string {
  if (name.includes('\u0000')) throw errors.invalidIdentifier();
  return `"${name.replaceAll('"', '""')}"`;
}

/** A table or function of the statement's exposed schema (`p.schema`). */
export function qualified(p: Params, name: string): string {
  return `${ident(p.schema)}.${ident(name)}`;
}

/** One statement being built: the exposed schema its names are qualified with, and its bind parameters. */
export class Params {
  readonly values: unknown[] = [];
  constructor(readonly schema: string) {}
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function jsonSteps(steps: JsonStep[], p: Params): string {
  return steps.map((s) => (/^-?\d{1,9}$/.test(s.key) ? `${s.arrow}${p.add(Number(s.key))}::int` : `${s.arrow}${p.add(s.key)}::text`)).join('');
}

/** The row behind `alias` as a value of the table's row type, also when `alias` is a CTE with extra columns
 * (a write's representation), which a function of the row type would not accept as it is. */
export function rowSql(alias: string, table: Table, p: Params): string {
  return `row(${table.columnOrder.map((c) => `${ident(alias)}.${ident(c)}`).join(', ')})::${qualified(p, table.name)}`;
}

export function columnSql(ref: ColumnRef, p: Params): string {
  // A computed field is its function applied to the row (what PostgREST's attribute notation resolves to).
  const col = ref.computed ? `${qualified(p, ref.column)}(${rowSql(ref.alias, ref.computed, p)})` : `${ident(ref.alias)}.${ident(ref.column)}`;
  return ref.json.length ? `(${col}${jsonSteps(ref.json, p)})` : col;
}
