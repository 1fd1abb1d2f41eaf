// Plan stage for RPC: which request values are the function's arguments and which are filters on its rows.
import { errors } from '../errors.ts';
import { parseJsonBody } from '../request/body.ts';
import type { ApiRequest } from '../request/types.ts';
import type { SchemaCache } from '../schema-cache/types.ts';

export interface RpcArguments {
  args: Record<string, unknown>;
  /** The query parameters left as filters on the function's rows. */
  filters: [string, string][];
}

/** POST: the JSON body (an object; empty means no arguments). GET: the query parameters named like an argument. */
export function rpcArguments(cache: SchemaCache, req: ApiRequest, bodyText: string): RpcArguments {
  if (req.method === 'POST') {
    const body = parseJsonBody(bodyText, {});
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.invalidBody();
    return { args: body as Record<string, unknown>, filters: req.rawFilters };
  }
  // An unknown function takes them all as arguments, so the 404 names them as PostgREST does.
  const known = cache.functions.get(req.target.name);
  const names = new Set((known ?? []).flatMap((f) => f.args.map((a) => a.name)));
  const isArg = ([k]: [string, string]) => !known || names.has(k);
  return { args: Object.fromEntries(req.rawFilters.filter(isArg)), filters: req.rawFilters.filter((pair) => !isArg(pair)) };
}
