// Plan a write: payload columns checked against the table, insert groups, conflict target, and the read
// that shapes the returned representation.
import { errors } from '../errors.ts';
import type { ApiRequest } from '../request/types.ts';
import type { SchemaCache, Table } from '../schema-cache/types.ts';
import { checkUnusedLevels, finishRead, planNode, readContext, tableSource } from './read-plan.ts';
import type { MutationKind, MutationPlan } from './types.ts';

type Row = Record<string, unknown>;

function isRow(v: unknown): v is Row {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function checkColumns(table: Table, cols: string[]): void {
  for (const c of cols) if (!table.columns.has(c)) throw errors.noPayloadColumn(c, table.name);
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

function insertGroups(req: ApiRequest, table: Table, body: unknown): { columns: string[]; groups: MutationPlan['groups'] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) throw errors.invalidBody();
  let columns: string[];
  if (req.columns) columns = req.columns;
  else {
    columns = Object.keys(rows[0] ?? {});
    if (!rows.every((r) => sameKeys(Object.keys(r), columns))) throw errors.invalidBody('All object keys must match');
  }
  checkColumns(table, columns);
  return { columns, groups: [{ columns, rows }] };
}

export function planMutation(cache: SchemaCache, req: ApiRequest, body: unknown): MutationPlan {
  const kinds: Record<string, MutationKind> = { POST: 'insert', PATCH: 'update', DELETE: 'delete' };
  const kind = kinds[req.method];
  if (!kind) throw errors.unsupportedMethod(req.method);
  const source = tableSource(cache, req.target.name);
  const table = source.table;
  const ctx = readContext(cache, req);
  // return=headers-only on an insert answers a Location built from the primary key of the new row.
  const location = kind === 'insert' && req.prefer.return === 'headers-only' && table.primaryKey.length > 0;
  const select = location ? table.primaryKey.map((name) => ({ type: 'field' as const, name, json: [] })) : req.select;
  const read = planNode(ctx, { ...source, explicitStar: true }, select, '', true);
  checkUnusedLevels(ctx);
  finishRead(ctx);
  const plan: MutationPlan = {
    kind, table, columns: [], groups: [], returning: req.prefer.return === 'representation' || location, read,
    // missing=default: a payload column a row lacks takes its DEFAULT, evaluated per row (as PostgREST).
    missingDefault: req.prefer.missing === 'default',
  };
  if (kind === 'insert') {
    Object.assign(plan, insertGroups(req, table, body));
    if (req.prefer.resolution) {
      const target = req.onConflict ?? table.primaryKey;
      if (target.length === 0) throw errors.onConflict();
      checkColumns(table, target);
      plan.onConflict = { columns: target, resolution: req.prefer.resolution };
    }
  } else if (kind === 'update') {
    if (!isRow(body)) throw errors.invalidBody();
    plan.columns = req.columns ?? Object.keys(body);
    checkColumns(table, plan.columns);
    plan.values = body;
  }
  return plan;
}
