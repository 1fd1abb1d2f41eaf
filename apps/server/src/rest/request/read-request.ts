// Request stage, run once per request: the query, headers and body → an ApiRequest with everything that can be read
// without the schema. A table's filters are parsed here; an RPC's parameters stay raw until the plan stage knows
// which of them are the function's arguments (plan/rpc-args.ts).
import { parseFilters, parseRequest, type RawRequest, type RequestOptions } from './api-request.ts';
import { assertJsonContentType } from './body.ts';
import type { ApiRequest } from './types.ts';

export interface IncomingRest extends RawRequest {
  body: () => Promise<string>;
}

export interface ReadRequest {
  req: ApiRequest;
  /** The body's text (POST and PATCH only; '' otherwise). */
  bodyText: string;
}

export async function readRequest(inc: IncomingRest, opts: RequestOptions): Promise<ReadRequest> {
  const req = parseRequest(inc, opts);
  const needsBody = req.method === 'POST' || req.method === 'PATCH';
  if (needsBody) assertJsonContentType(inc.headers['content-type']);
  const bodyText = needsBody ? await inc.body() : '';
  if (req.target.kind === 'table') {
    parseFilters(req, req.rawFilters);
    req.rawFilters = [];
  }
  return { req, bodyText };
}
