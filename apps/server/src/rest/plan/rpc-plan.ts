// Plan a function call: pick the overload by argument names (PostgREST named notation), decide the
// transaction mode from the verb and volatility, and plan the read over a composite result.
import { errors } from '../errors.ts';
import type { ApiRequest } from '../request/types.ts';
import type { Func, SchemaCache } from '../schema-cache/types.ts';
import { checkUnusedLevels, planNode, readContext } from './read-plan.ts';
import type { RpcPlan } from './types.ts';

function accepts(fn: Func, keys: string[]): boolean {
  const names = fn.args.map((a) => a.name);
  return keys.every((k) => names.includes(k)) && fn.args.every((a) => a.hasDefault || keys.includes(a.name));
}

/** A function with one unnamed json/jsonb parameter takes the whole body of a POST (never GET's query). */
function takesWholeBody(fn: Func): boolean {
  return fn.args.length === 1 && fn.args[0]?.name === '' && /^jsonb?$/.test(fn.args[0].type);
}

/** A candidate in PGRST203's message, as PostgREST prints it. */
function signature(fn: Func): string {
  return `public.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

/**
 * PostgREST's findProc: the overloads whose parameters the argument names fit (every name a parameter, every
 * parameter without a default named); failing those, on POST, a single unnamed json/jsonb parameter. More than one
 * fit either way is PGRST203 listing them. `{"": value}` names an unnamed parameter (as Supabase's generated types
 * do), so a function with one unnamed parameter of any type can be called with it.
 */
export function findFunction(cache: SchemaCache, name: string, keys: string[], post: boolean): { fn: Func; wholeBody: boolean } {
  const candidates = cache.functions.get(name) ?? [];
  const matching = candidates.filter((f) => accepts(f, keys));
  if (matching.length === 1) return { fn: matching[0] as Func, wholeBody: false };
  if (matching.length > 1) throw errors.ambiguousFunction(matching.map(signature));
  const whole = post ? candidates.filter(takesWholeBody) : [];
  if (whole.length === 1) return { fn: whole[0] as Func, wholeBody: true };
  if (whole.length > 1) throw errors.ambiguousFunction(whole.map(signature));
  throw errors.noFunction(cache.schema, name, [...keys].sort());
}

export function planRpc(cache: SchemaCache, req: ApiRequest, body: Record<string, unknown>): RpcPlan {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw errors.rpcMethod(req.method);
  const { fn, wholeBody } = findFunction(cache, req.target.name, Object.keys(body), req.method === 'POST');
  const args = wholeBody ? { '': body } : body;
  const readOnly = req.method !== 'POST' || fn.volatility !== 'volatile';
  const ctx = readContext(cache, req);
  const r = fn.returns;
  const table = r.kind === 'composite' && r.table ? cache.tables.get(r.table) : undefined;
  const columns = r.kind === 'composite' ? r.columns : undefined;
  if (r.kind !== 'composite' && req.select.some((i) => i.type !== 'star')) {
    throw errors.selectOnValue(fn.name, r.kind === 'void' ? 'void' : 'scalar');
  }
  const read = planNode(ctx, { name: fn.name, table, columns }, req.select, '', true);
  if (!fn.returnsSet) delete read.limit;
  if (r.kind === 'composite') checkUnusedLevels(ctx);
  return { fn, args, readOnly, read };
}
