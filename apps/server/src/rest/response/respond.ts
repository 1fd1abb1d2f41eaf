// Response stage: status, Content-Range, Content-Type and body as PostgREST answers them
// (Response.hs, RangeQuery.hs).
import { errors } from '../errors.ts';
import { preferenceApplied } from '../request/prefer.ts';
import type { ApiRequest } from '../request/types.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  /** Rows a write inserted, updated or deleted (none for reads): caches are dropped only when it changed some. */
  rowsWritten?: number;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8';

export function contentType(req: ApiRequest): string {
  if (req.csv) return 'text/csv; charset=utf-8';
  if (req.stripNulls) {
    return `application/vnd.pgrst.${req.single ? 'object' : 'array'}+json;nulls=stripped; charset=utf-8`;
  }
  return req.single ? OBJECT_TYPE : JSON_TYPE;
}

function rangeHeader(offset: number, n: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${t}` : `*/${t}`;
}

/** What a read or an RPC answer reports as applied (PostgREST's readResponse and invokeResponse; params: RPC only). */
export const READ_PREFERENCES = ['params', 'count', 'tx', 'handling'] as const;

/** Sets Preference-Applied when any of the honoured preferences was given. */
export function withApplied(headers: Record<string, string>, req: ApiRequest, honoured: Parameters<typeof preferenceApplied>[1]): Record<string, string> {
  const applied = preferenceApplied(req.prefer, honoured.filter((k) => k !== 'params' || req.target.kind === 'rpc'));
  if (applied) headers['Preference-Applied'] = applied;
  return headers;
}

/** GET/HEAD over rows (a table or a set-returning function). */
export function readReply(req: ApiRequest, offset: number, result: { total: number | null; n: number; body: string | null }): Reply {
  const { total, n } = result;
  const headers: Record<string, string> = { 'Content-Range': rangeHeader(offset, n, total), 'Content-Type': contentType(req) };
  withApplied(headers, req, READ_PREFERENCES);
  let status = 200;
  if (total !== null) {
    if (offset > total && !(offset === 0 && total === 0)) throw errors.range(offset, total);
    if (n < total && !req.single) status = 206;
  }
  if (req.single && n !== 1) throw errors.singular(n);
  // The SQL wrote CSV itself (read-sql's csvSql); no row at all is PostgREST's empty CSV, a newline.
  const body = result.body ?? (req.csv ? '\n' : req.single ? 'null' : '[]');
  return { status, headers, body: req.method === 'HEAD' ? null : body };
}

export function mutationReply(
  req: ApiRequest,
  kind: 'insert' | 'update' | 'delete',
  result: { n: number; inserted: number | null; body: string | null },
  upsert: boolean,
): Reply {
  const count = req.prefer.count ? result.n : null;
  const headers: Record<string, string> = {};
  headers['Content-Range'] = kind === 'insert' ? `*/${count ?? '*'}` : rangeHeader(0, result.n, count);
  // As PostgREST: resolution only when it was used for an upsert; missing only where a payload has columns.
  withApplied(headers, req, kind === 'insert' ? [...(upsert ? ['resolution' as const] : []), 'missing', 'return', 'count', 'tx', 'handling']
    : kind === 'update' ? ['missing', 'return', 'count', 'tx', 'handling'] : ['return', 'count', 'tx', 'handling']);
  const representation = req.prefer.return === 'representation';
  let status: number;
  if (kind === 'insert') {
    // An upsert that only merged existing rows answers 200 (PostgREST), any insert 201.
    status = upsert && req.prefer.resolution === 'merge-duplicates' && result.n > 0 && result.inserted === 0 ? 200 : 201;
  } else status = representation ? 200 : 204;
  if (req.prefer.return === 'headers-only' && kind === 'insert') {
    const first = (JSON.parse(result.body ?? '[]') as Record<string, unknown>[])[0];
    if (first) {
      const query = Object.entries(first).map(([k, v]) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(v))}`);
      headers.Location = `/${encodeURIComponent(req.target.name)}?${query.join('&')}`;
    }
  }
  if (!representation) return { status, headers, body: null, rowsWritten: result.n };
  headers['Content-Type'] = contentType(req);
  const body = result.body ?? (req.csv ? '\n' : req.single ? 'null' : '[]');
  return { status, headers, body, rowsWritten: result.n };
}
