// Execute stage: the only part of rest/ that talks to the database. One transaction per request with the
// caller's role and claims (withRequest), plus PostgREST's request.headers, search_path, read-only mode
// for reads and per-role statement timeouts (db/statement-timeouts.ts) — all set in withRequest's single
// set_config statement. PGlite ignores statement_timeout, so the same limit goes to it as the transaction's
// deadline (db/pglite.ts).
import { readInRequest, withRequest, type ApiRole, type RequestContext } from '../../db/request-context.ts';
import { STATEMENT_TIMEOUTS } from '../../db/statement-timeouts.ts';
import type { Database, Queryable, Statement } from '../../db/types.ts';
import { rateLimitKey } from '../../http/client-ip.ts';
import { ident } from '../sql/fragments.ts';

export interface ExecContext {
  role: ApiRole;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  readOnly: boolean;
  /** The request's exposed schema: first on the search_path, as PostgREST puts it (default public). */
  schema?: string;
  /** End the transaction in a rollback once the answer is built (Prefer: tx=rollback, DB_TX_END=rollback…). */
  rollback?: boolean;
}

/** Carries the answer out of a transaction that must not commit. */
class RolledBack<T> extends Error {
  constructor(readonly value: T) {
    super('rolled back on purpose');
  }
}

function searchPath(schema: string | undefined): string {
  return !schema || schema === 'public' ? 'public, extensions' : `${ident(schema)}, public, extensions`;
}

/** statement_timeout's text per role, written once. */
const TIMEOUT_TEXTS: Partial<Record<ApiRole, string>> = Object.fromEntries(
  Object.entries(STATEMENT_TIMEOUTS).flatMap(([role, ms]) => (ms === undefined ? [] : [[role, `${ms}ms`]])),
);

function requestContext(db: Database, ctx: ExecContext): RequestContext {
  const settings: Record<string, string> = {
    'request.headers': JSON.stringify(ctx.headers),
    search_path: searchPath(ctx.schema),
  };
  if (ctx.readOnly) settings.transaction_read_only = 'on';
  const timeoutText = TIMEOUT_TEXTS[ctx.role];
  if (timeoutText !== undefined && db.kind === 'postgres') settings.statement_timeout = timeoutText;
  // One literal of one shape (no spread): this runs on every request.
  const timeoutMs = STATEMENT_TIMEOUTS[ctx.role];
  // The client's IP as the server determined it (http/client-ip); PGlite's turns go per client as per-IP limits
  // count it (an IPv6 /64 is one client).
  const ip = ctx.headers['x-forwarded-for'];
  const client = ip === undefined ? undefined : rateLimitKey(ip);
  return {
    role: ctx.role,
    claims: ctx.claims,
    method: ctx.method,
    path: ctx.path,
    settings,
    timeoutMs,
    client,
  };
}

/**
 * One read statement in the request's transaction, its rows. Without a rollback to honour, the setup and the
 * statement go in one round trip (readInRequest); a rollback (Prefer: tx=rollback) takes runInRequest's way.
 */
export async function readRowsInRequest<T>(
  db: Database,
  ctx: ExecContext,
  statement: Statement,
): Promise<T[]> {
  if (!ctx.readOnly) throw new Error('readRowsInRequest is for reads');
  if (ctx.rollback)
    return runInRequest(db, ctx, async (tx) => (await tx.query<T>(statement.text, statement.values)).rows);
  return (await readInRequest<T>(db, requestContext(db, ctx), statement)).rows;
}

export function runInRequest<T>(
  db: Database,
  ctx: ExecContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const withTimeout = requestContext(db, ctx);
  if (!ctx.rollback) return withRequest(db, withTimeout, fn);
  // PostgREST checks deferred constraints first (so a rolled-back request fails as a committed one would), then
  // condemns the transaction: the caller gets the answer, the database keeps nothing.
  return withRequest(db, withTimeout, async (tx) => {
    const value = await fn(tx);
    await tx.exec('set constraints all immediate');
    throw new RolledBack(value);
  }).catch((err: unknown) => {
    if (err instanceof RolledBack) return err.value as T;
    throw err;
  });
}
