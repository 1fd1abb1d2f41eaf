// Plan stage: the request against the schema cache — what it reads, writes or calls, checked name by name — and the
// read's worst-case rows (embed-budget.ts). Pure: the request is not changed, so the stage can run again on a
// reloaded cache (schema-cache/with-cache.ts).
import { errors } from '../errors.ts';
import { parseFilters } from '../request/api-request.ts';
import { parseJsonBody } from '../request/body.ts';
import type { ApiRequest } from '../request/types.ts';
import type { SchemaCache } from '../schema-cache/types.ts';
import { embedCost } from './embed-budget.ts';
import { planMutation } from './mutation-plan.ts';
import { checkUnusedLevels, finishRead, planNode, readContext, tableSource } from './read-plan.ts';
import { rpcArguments } from './rpc-args.ts';
import { planRpc } from './rpc-plan.ts';
import type { MutationPlan, ReadNode, RpcPlan } from './types.ts';

interface PlannedBase {
  req: ApiRequest;
  /** The read's worst-case rows, checked against the caller's role when it runs (embed-budget.ts). */
  cost: number;
}

export type Planned =
  | (PlannedBase & { kind: 'read'; node: ReadNode; table: string })
  | (PlannedBase & { kind: 'write'; plan: MutationPlan })
  | (PlannedBase & { kind: 'rpc'; plan: RpcPlan });

/** The request with an RPC's filters added to its levels: a copy, the request itself stays as it was read. */
export function withFilters(req: ApiRequest, pairs: [string, string][]): ApiRequest {
  if (pairs.length === 0) return req;
  const copy = {
    ...req,
    levels: new Map([...req.levels].map(([k, v]) => [k, { ...v, filters: [...v.filters] }])),
  };
  parseFilters(copy, pairs);
  return copy;
}

export function planRequest(cache: SchemaCache, req: ApiRequest, bodyText: string): Planned {
  if (req.target.kind === 'rpc') {
    const given = rpcArguments(req, bodyText);
    const withRows = withFilters(req, given.filters);
    const plan = planRpc(cache, withRows, given);
    return { kind: 'rpc', req: withRows, plan, cost: embedCost(plan.read) };
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const ctx = readContext(cache, req);
    const source = tableSource(cache, req.target.name);
    const node = planNode(ctx, source, req.select, '', true);
    checkUnusedLevels(ctx);
    finishRead(ctx);
    return { kind: 'read', req, node, table: source.name, cost: embedCost(node) };
  }
  if (req.method !== 'POST' && req.method !== 'PATCH' && req.method !== 'DELETE')
    throw errors.unsupportedMethod(req.method);
  const body = req.method === 'DELETE' ? undefined : parseJsonBody(bodyText, undefined);
  const plan = planMutation(cache, req, body);
  return { kind: 'write', req, plan, cost: embedCost(plan.read) };
}
