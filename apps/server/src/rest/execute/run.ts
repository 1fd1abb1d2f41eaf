// Execute stage: the only part of rest/ that talks to the database. One transaction per request with the
// caller's role and claims (withRequest), plus PostgREST's request.headers, search_path, read-only mode
// for reads and per-role statement timeouts (PostgreSQL; PGlite ignores statement_timeout) — all set in
// withRequest's single set_config statement.
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
  const settings: Record<string, string> = { 'request.headers': JSON.stringify(ctx.headers), search_path: 'public, extensions' };
  if (ctx.readOnly) settings.transaction_read_only = 'on';
  const timeout = db.kind === 'postgres' ? STATEMENT_TIMEOUTS[ctx.role] : undefined;
  if (timeout) settings.statement_timeout = timeout;
  return withRequest(db, { role: ctx.role, claims: ctx.claims, method: ctx.method, path: ctx.path, settings }, fn);
}
