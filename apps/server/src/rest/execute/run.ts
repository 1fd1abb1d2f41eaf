// Execute stage: the only part of rest/ that talks to the database. One transaction per request with the
// caller's role and claims (withRequest), plus PostgREST's request.headers, search_path, read-only mode
// for reads and per-role statement timeouts (PostgreSQL; PGlite ignores statement_timeout).
import { withRequest, type ApiRole } from '../../db/request-context.ts';
import type { Database, Queryable } from '../../db/types.ts';

/** Supabase's defaults: anon 3 s, authenticated 8 s; the service role is not limited. */
export const STATEMENT_TIMEOUTS: Record<ApiRole, string | undefined> = { anon: '3s', authenticated: '8s', service_role: undefined };

export interface ExecContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

export function runInRequest<T>(db: Database, ctx: ExecContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return withRequest(db, { role: ctx.role, claims: ctx.claims, method: ctx.method, path: ctx.path }, async (tx) => {
    const params: unknown[] = [JSON.stringify(ctx.headers)];
    let sql = `select set_config('request.headers', $1, true), set_config('search_path', 'public, extensions', true)`;
    if (ctx.readOnly) sql += `, set_config('transaction_read_only', 'on', true)`;
    const timeout = db.kind === 'postgres' ? STATEMENT_TIMEOUTS[ctx.role] : undefined;
    if (timeout) {
      params.push(timeout);
      sql += `, set_config('statement_timeout', $2, true)`;
    }
    await tx.query(sql, params);
    return fn(tx);
  });
}
