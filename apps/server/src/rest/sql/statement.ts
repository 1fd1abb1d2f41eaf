// SQL stage: a planned request → the one statement that answers it, its bind parameters, and what the execute and
// response stages need to know about it. Names are qualified with the schema of the cache it was planned against.
import type { Planned } from '../plan/plan-request.ts';
import type { MutationKind } from '../plan/types.ts';
import type { ApiRequest } from '../request/types.ts';
import type { SchemaCache } from '../schema-cache/types.ts';
import { Params, ident, qualified } from './fragments.ts';
import { plainMutationSql, returningMutationSql } from './mutation-sql.ts';
import { countSql, isFirstRowsRead, pageCountSql, readSql } from './read-sql.ts';
import { rpcSql, type RpcSql } from './rpc-sql.ts';
import type { ReadNode } from '../plan/types.ts';

/** A statement of its own with its own parameters (a count for EXPLAIN, a single-object read's rows counted). */
export interface SideQuery {
  sql: string;
  values: unknown[];
}

interface Base {
  req: ApiRequest;
  sql: string;
  values: unknown[];
  /** The read's worst-case rows (plan/embed-budget.ts), checked against each caller's role. */
  cost: number;
}

export interface ReadStatement extends Base {
  kind: 'read';
  /** The schema cache it was planned against: a kept read counts only while that cache is current. */
  cache: SchemaCache;
  /** The root's offset (Content-Range). */
  offset: number;
  /** count=planned|estimated: the counted rows, for the planner's guess. */
  count: SideQuery | undefined;
  /** A single-object read's rows counted (read-sql's pageCountSql), asked only when it finds more than one. */
  pageCount: SideQuery | undefined;
}

export interface WriteStatement extends Base {
  kind: 'write';
  mutation: MutationKind;
  /** The statement answers n itself (a returning statement); otherwise the driver's row count is n. */
  counted: boolean;
  upsert: boolean;
}

export interface RpcStatement extends Base {
  kind: 'rpc';
  shape: RpcSql['shape'];
  count: SideQuery | undefined;
  readOnly: boolean;
  offset: number;
}

/** An empty PATCH: PostgREST answers it without touching the table. */
export interface UnchangedStatement {
  kind: 'unchanged';
  req: ApiRequest;
}

export type Statement = ReadStatement | WriteStatement | RpcStatement | UnchangedStatement;

function sideQuery(schema: string, build: (p: Params) => string): SideQuery {
  const p = new Params(schema);
  return { sql: build(p), values: p.values };
}

function readStatement(
  cache: SchemaCache,
  req: ApiRequest,
  node: ReadNode,
  table: string,
  cost: number,
): ReadStatement {
  const p = new Params(cache.schema);
  const from = `${qualified(p, table)} as ${ident(node.alias)}`;
  const opts = {
    from,
    count: req.prefer.count,
    single: req.single,
    stripNulls: req.stripNulls,
    csv: req.csv,
    recount: true,
  };
  const sql = readSql(node, opts, p);
  // count=planned|estimated may need the planner's guess: the counted rows as their own statement.
  const planned = req.prefer.count === 'planned' || req.prefer.count === 'estimated';
  return {
    kind: 'read',
    req,
    cache,
    sql,
    values: p.values,
    offset: node.offset ?? 0,
    count: planned ? sideQuery(cache.schema, (cp) => countSql(node, from, cp)) : undefined,
    pageCount: isFirstRowsRead(opts)
      ? sideQuery(cache.schema, (cp) => pageCountSql(node, from, cp))
      : undefined,
    cost,
  };
}

export function statementFor(cache: SchemaCache, planned: Planned): Statement {
  const { req, cost } = planned;
  if (planned.kind === 'read') return readStatement(cache, req, planned.node, planned.table, cost);
  const p = new Params(cache.schema);
  if (planned.kind === 'rpc') {
    const { plan } = planned;
    const opts = { count: req.prefer.count, single: req.single, stripNulls: req.stripNulls, csv: req.csv };
    const { sql, shape, count } = rpcSql(plan, opts, p);
    return {
      kind: 'rpc',
      req,
      sql,
      values: p.values,
      shape,
      count,
      readOnly: plan.readOnly,
      offset: plan.read.offset ?? 0,
      cost,
    };
  }
  const { plan } = planned;
  if (plan.kind === 'update' && plan.columns.length === 0) return { kind: 'unchanged', req };
  const upsert = !!plan.onConflict;
  const built =
    plan.returning || upsert
      ? {
          sql: returningMutationSql(
            plan,
            {
              single: req.single,
              upsert,
              stripNulls: req.stripNulls,
              csv: req.csv && req.prefer.return === 'representation',
            },
            p,
          ),
          counted: true,
        }
      : plainMutationSql(plan, p);
  return {
    kind: 'write',
    req,
    sql: built.sql,
    values: p.values,
    mutation: plan.kind,
    counted: built.counted,
    upsert,
    cost,
  };
}
