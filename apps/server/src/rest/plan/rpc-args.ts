// Plan stage for RPC: which request values are the function's arguments and which are filters on its rows.
import { errors } from '../errors.ts';
import { parseJsonBody } from '../request/body.ts';
import { parseCondition } from '../request/filter-parser.ts';
import type { ApiRequest } from '../request/types.ts';

export interface RpcArguments {
  args: Record<string, unknown>;
  /** The query parameters left as filters on the function's rows. */
  filters: [string, string][];
  /** The arguments as one JSON text: the POST body as sent, or GET's arguments as an object of strings. */
  raw: string;
}

/** PostgREST (QueryParams.hs): a parameter is an argument unless its key is an embed path or its value an operator. */
function isFilter([key, value]: [string, string]): boolean {
  if (key.includes('.')) return true;
  try {
    parseCondition({ name: key, json: [] }, value);
    return true;
  } catch {
    return false;
  }
}

/** POST: the JSON body (an object; empty means no arguments). GET: the query parameters that are not filters. */
export function rpcArguments(req: ApiRequest, bodyText: string): RpcArguments {
  if (req.method === 'POST') {
    const body = parseJsonBody(bodyText, {});
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw errors.invalidBody();
    return { args: body as Record<string, unknown>, filters: req.rawFilters, raw: bodyText.trim() === '' ? '{}' : bodyText };
  }
  const args = Object.fromEntries(req.rawFilters.filter((pair) => !isFilter(pair)));
  return { args, filters: req.rawFilters.filter(isFilter), raw: JSON.stringify(args) };
}
