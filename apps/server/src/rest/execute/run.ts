// Execute stage: the only part of rest/ that talks to the database. One transaction per request with the
// caller's role and claims (withRequest), plus PostgREST's request.headers, search_path, read-only mode
// for reads and per-role statement timeouts — all set in withRequest's single set_config statement. PGlite
// ignores statement_timeout, so the same limit goes to it as the transaction's deadline (db/pglite.ts).
import { withRequest, type ApiRole } from '../../db/request-context.ts';
import type { Database, Queryable } from '../../db/types.ts';

/** Supabase's defaults, in ms: anon 3 s, authenticated 8 s; the service role is not limited (PGlite: its own cap). */
export const STATEMENT_TIMEOUTS: Record<ApiRole, number | undefined> = { anon: 3000, authenticated: 8000, service_role: undefined };

export interface ExecContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
}

export function runInRequest<T>(db: Database, ctx: ExecContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const settings: Record<string, string> = { 'request.headers': JSON.stringify(ctx.headers), search_path: 'public, extensions' };
  if (ctx.readOnly) settings.transaction_read_only = 'on';
  const timeoutMs = STATEMENT_TIMEOUTS[ctx.role];
  if (timeoutMs !== undefined && db.kind === 'postgres') settings.statement_timeout = `${timeoutMs}ms`;
  const request = { role: ctx.role, claims: ctx.claims, method: ctx.method, path: ctx.path, settings };
  return withRequest(db, timeoutMs === undefined ? request : { ...request, timeoutMs }, fn);
}
