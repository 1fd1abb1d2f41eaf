// Plan a function call: pick the overload as PostgREST's findProc does (Plan.hs), decide the transaction mode
// from the verb and volatility, and plan the read over a composite result.
import { errors } from '../errors.ts';
import type { ApiRequest } from '../request/types.ts';
import type { Func, SchemaCache } from '../schema-cache/types.ts';
import type { RpcArguments } from './rpc-args.ts';
import { checkUnusedLevels, finishRead, planNode, readContext } from './read-plan.ts';
import { suggest } from './suggest.ts';
import type { RpcPlan } from './types.ts';

export interface Call {
  /** The argument names given (the body's keys on POST, the non-filter query parameters on GET). */
  keys: string[];
  post: boolean;
  /** `Prefer: params=single-object`: the whole of the arguments go to one json/jsonb parameter. */
  singleObject: boolean;
}

const isJson = (type: string | undefined) => type === 'json' || type === 'jsonb';

/**
 * The parameters fit the names: none for a function without parameters; otherwise every name a parameter and
 * every parameter without a default named. With params=single-object: exactly one json/jsonb parameter.
 */
function matchesParams(fn: Func, call: Call): boolean {
  if (call.singleObject) return fn.args.length === 1 && isJson(fn.args[0]?.type);
  const names = fn.args.map((a) => a.name);
  return call.keys.every((k) => names.includes(k)) && fn.args.every((a) => a.hasDefault || call.keys.includes(a.name));
}

/** The fallback on a JSON POST: one parameter of type json or jsonb (PostgREST does not look at its name). */
function takesBody(fn: Func, call: Call): boolean {
  return call.post && fn.args.length === 1 && isJson(fn.args[0]?.type);
}

/** A candidate in PGRST203's message, as PostgREST prints it: the function's schema, name and `name => type` list. */
function signature(schema: string, fn: Func): string {
  return `${schema}.${fn.name}(${fn.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
}

/** PGRST202's hint (PostgREST's noRpcHint): a close function name, or the overload whose parameter names are closest. */
function noRpcHint(cache: SchemaCache, name: string, keys: string[], overloads: Func[]): string | null {
  const list = (names: string[]) => `(${[...names].sort().join(', ')})`;
  const close = overloads.length === 0
    ? suggest([...cache.functions.keys()], name)
    : ((p) => (p === undefined ? undefined : `${name}${p}`))(suggest(overloads.map((f) => list(f.args.map((a) => a.name))), list(keys)));
  return close ? `Perhaps you meant to call the function ${cache.schema}.${close}` : null;
}

/**
 * PostgREST's findProc: the overloads whose parameters fit the argument names; failing those, on POST, the ones
 * with a single json/jsonb parameter. One is chosen; more than one either way is 300 PGRST203 listing them; none is
 * 404 PGRST202.
 */
export function findFunction(cache: SchemaCache, name: string, call: Call): Func {
  const candidates = cache.functions.get(name) ?? [];
  const matching = candidates.filter((f) => matchesParams(f, call));
  const fallback = candidates.filter((f) => !matchesParams(f, call) && takesBody(f, call));
  const found = matching.length > 0 ? matching : fallback;
  if (found.length === 1) return found[0] as Func;
  if (found.length > 1) throw errors.ambiguousFunction(found.map((f) => signature(cache.schema, f)));
  const keys = [...call.keys].sort();
  const hint = call.singleObject ? null : noRpcHint(cache, name, keys, candidates);
  throw errors.noFunction(cache.schema, name, keys, { post: call.post, singleObject: call.singleObject }, hint);
}

/**
 * How the chosen function is called (PostgREST's callPlan): a single unnamed parameter, or any single json/jsonb one
 * under params=single-object, takes the arguments' JSON text by position, cast to its type; otherwise the named
 * arguments that are parameters.
 */
function callArgs(fn: Func, given: RpcArguments, singleObject: boolean): Pick<RpcPlan, 'args' | 'positional'> {
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  if (only && (singleObject || only.name === '')) return { args: {}, positional: given.raw };
  const names = new Set(fn.args.map((a) => a.name));
  return { args: Object.fromEntries(Object.entries(given.args).filter(([k]) => names.has(k))) };
}

export function planRpc(cache: SchemaCache, req: ApiRequest, given: RpcArguments): RpcPlan {
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw errors.rpcMethod(req.method);
  const singleObject = req.prefer.params === 'single-object';
  const post = req.method === 'POST';
  const fn = findFunction(cache, req.target.name, { keys: Object.keys(given.args), post, singleObject });
  const readOnly = !post || fn.volatility !== 'volatile';
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
  finishRead(ctx);
  return { fn, ...callArgs(fn, given, singleObject), readOnly, read };
}
