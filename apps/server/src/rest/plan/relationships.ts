// Which foreign key joins a parent relation to an embed name (PostgREST Plan.hs findRel): the name is a
// related table, or a FK column of the parent; a hint narrows by constraint name or column.
import { errors } from '../errors.ts';
import type { SchemaCache, Table } from '../schema-cache/types.ts';
import type { Relationship } from './types.ts';

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function isUnique(table: Table | undefined, cols: string[]): boolean {
  return table?.uniqueKeys.some((k) => sameSet(k, cols)) ?? false;
}

export interface Resolved {
  rel: Relationship;
  child: Table;
}

export function resolveRelationship(cache: SchemaCache, parent: string, name: string, hint: string | undefined): Resolved {
  const candidates: Resolved[] = [];
  for (const fk of cache.foreignKeys) {
    // Many-to-one: the parent holds the FK; the embed is the referenced table, or named by the FK column.
    if (fk.table === parent) {
      const child = cache.tables.get(fk.refTable);
      const byColumn = fk.columns.length === 1 && fk.columns[0] === name;
      if (child && (fk.refTable === name || byColumn)) {
        candidates.push({ child, rel: { fk, toOne: true, parentColumns: fk.columns, childColumns: fk.refColumns } });
      }
    }
    // One-to-many (or one-to-one when the FK columns are unique): the embed holds the FK.
    if (fk.refTable === parent && fk.table === name) {
      const child = cache.tables.get(fk.table);
      if (child) {
        candidates.push({ child, rel: { fk, toOne: isUnique(child, fk.columns), parentColumns: fk.refColumns, childColumns: fk.columns } });
      }
    }
  }
  const matching = hint
    ? candidates.filter((c) => c.rel.fk.name === hint || c.rel.fk.columns.includes(hint) || c.rel.fk.refColumns.includes(hint))
    : candidates;
  if (matching.length === 1) return matching[0] as Resolved;
  if (matching.length === 0) throw errors.noRelationship(parent, name, hint);
  // A self-reference matches both directions once; prefer distinct constraints before calling it ambiguous.
  throw errors.ambiguousRelationship(
    parent,
    name,
    matching.map((c) => ({
      cardinality: c.rel.toOne ? (c.rel.fk.table === parent ? 'many-to-one' : 'one-to-one') : 'one-to-many',
      embedding: `${parent} with ${c.child.name}`,
      relationship: `${c.rel.fk.name} using ${c.rel.fk.table}(${c.rel.fk.columns.join(', ')}) and ${c.rel.fk.refTable}(${c.rel.fk.refColumns.join(', ')})`,
    })),
    matching.map((c) => `${name}!${c.rel.fk.name}`),
  );
}
