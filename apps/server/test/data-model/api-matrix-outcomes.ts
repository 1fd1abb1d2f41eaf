// How one supabase-js call reads as a cell of the access matrix: 'denied' (42501), a SQLSTATE, 'ok' / '0 rows'
// for writes, the rows seen for reads, and '/<status>' appended whenever the HTTP status is not PostgREST's.
import { ID } from './fixtures.ts';
import type { ApiActor } from './api-matrix-world.ts';

export interface Res {
  data: unknown;
  error: { code: string; message: string } | null;
  status: number;
  count?: number | null;
}

/** PostgREST's status for the codes the matrix meets (Error.hs): 42501 is 401 for anon, 403 when signed in. */
function expectedStatus(code: string, me: ApiActor): number {
  if (code === '42501') return me.id === null ? 401 : 403;
  if (code === '23505' || code === '23503') return 409;
  // A raise's own code: PTxyz answers with status xyz (a course with certificates: PT409).
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return 400;
}

/** An error cell: 'denied' for 42501, else the SQLSTATE; '/<status>' is appended when the status is not PostgREST's. */
export function failure(res: Res, me: ApiActor): string {
  const code = res.error?.code ?? '?';
  const label = code === '42501' ? 'denied' : code;
  return res.status === expectedStatus(code, me) ? label : `${label}/${res.status}`;
}

/** A success cell, with '/<status>' appended when the status is not one PostgREST answers for that kind of call. */
function success(label: string, res: Res, statuses: number[]): string {
  return statuses.includes(res.status) ? label : `${label}/${res.status}`;
}

/** Which of the labelled rows a select returned: 'all', 'none' or the labels in order. */
export async function visible(me: ApiActor, p: PromiseLike<Res>, labels: Record<string, string>, key = 'id'): Promise<string> {
  const res = await p;
  if (res.error) return failure(res, me);
  const seen = new Set((res.data as Record<string, unknown>[]).map((r) => r[key]));
  const ids = Object.keys(labels);
  const hits = ids.filter((id) => seen.has(id));
  if (hits.length === 0) return success('none', res, [200]);
  if (hits.length === ids.length) return success('all', res, [200]);
  return success(hits.map((id) => labels[id]).join('+'), res, [200]);
}

/** A write sent with Prefer: count=exact (no representation, so no SELECT policy is involved). */
export async function write(me: ApiActor, p: PromiseLike<Res>, statuses = [201, 204]): Promise<string> {
  const res = await p;
  if (res.error) return failure(res, me);
  // By default 201 for an insert, 204 for an update or delete without a representation.
  return success((res.count ?? 0) > 0 ? 'ok' : '0 rows', res, statuses);
}

/** A write asking for its rows back (return=representation): the rows returned, as the app reads them. */
export async function writeReturning(me: ApiActor, p: PromiseLike<Res>, statuses: number[]): Promise<string> {
  const res = await p;
  if (res.error) return failure(res, me);
  const n = Array.isArray(res.data) ? res.data.length : res.data === null ? 0 : 1;
  return success(`${n} rows`, res, statuses);
}

/**
 * A HEAD count (select('*', { count: 'exact', head: true })): 'n=<count>', or the bare HTTP status of a refusal —
 * a HEAD response has no body, so no SQLSTATE reaches the client.
 */
export async function headCount(p: PromiseLike<Res>): Promise<string> {
  const res = await p;
  if (res.error) return `HTTP ${res.status}`;
  return success(`n=${res.count}`, res, [200]);
}

/** An rpc: a boolean as itself, a set as its row count, any other success as 'ok'. */
export async function call(me: ApiActor, p: PromiseLike<Res>): Promise<string> {
  const res = await p;
  if (res.error) return failure(res, me);
  if (typeof res.data === 'boolean') return success(String(res.data), res, [200]);
  if (Array.isArray(res.data)) return success(`${res.data.length} rows`, res, [200]);
  // A void function answers 204 with no body.
  return success('ok', res, res.data === null ? [204] : [200]);
}

/** The posts a reader sees with their embedded author (the blog's `author:profiles(...)` embed) as 'post:author'. */
export async function authored(me: ApiActor, users: Record<string, string>): Promise<string> {
  const res = await me.client.from('blog_posts').select('id, author:profiles(user_id, full_name)');
  if (res.error) return failure(res, me);
  const posts: Record<string, string> = { [ID.pub]: 'pub', [ID.draftC]: 'draftC', [ID.draftE]: 'draftE' };
  const rows = res.data as unknown as { id: string; author: { user_id: string } | null }[];
  const byId = new Map(rows.map((r) => [r.id, r.author]));
  const cells = Object.keys(posts).filter((id) => byId.has(id)).map((id) => {
    const author = byId.get(id);
    return `${posts[id]}:${author ? users[author.user_id] : 'none'}`;
  });
  return success(cells.length ? cells.join('+') : 'none', res, [200]);
}
