import type { Database, Queryable } from './types.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface RequestContext {
  role: ApiRole;
  /** The verified JWT claims; `{role}` alone for a bare API key. */
  claims: Record<string, unknown>;
  method: string;
  path: string;
  /** Further transaction-local settings (e.g. request.headers, statement_timeout), set in the same statement. */
  settings?: Record<string, string>;
  /** The transaction's deadline in ms (PGlite enforces it; PostgreSQL uses statement_timeout in `settings`). */
  timeoutMs?: number;
}

const ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/**
 * Runs `fn` in one transaction as PostgREST does: switch to the request's role and expose its claims
 * (and method and path) as transaction-local settings that RLS policies read through auth.uid() & co.
 * Nothing about the request is ever spliced into SQL text: the role is checked against a fixed set.
 */
export function withRequest<T>(db: Database, ctx: RequestContext, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  if (!ROLES.has(ctx.role)) throw new Error(`unknown API role: ${ctx.role}`);
  return db.transaction(async (tx) => {
    // As PostgREST: the role is a transaction-local setting too (`set_config('role', …, true)` is
    // `set local role`), so role, claims and the rest go in one statement — one round trip. Setting
    // names are bound like values.
    const extra = Object.entries(ctx.settings ?? {});
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)${extra
                .map((_, i) => `, set_config($${5 + 2 * i}, $${6 + 2 * i}, true)`)
                .join('')}`,
      [ctx.role, JSON.stringify(ctx.claims), ctx.method, ctx.path, ...extra.flat()],
    );
    return fn(tx);
  }, ctx.timeoutMs === undefined ? {} : { timeoutMs: ctx.timeoutMs });
}
