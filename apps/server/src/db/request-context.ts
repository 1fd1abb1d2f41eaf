import type { Database, Queryable, QueryResult, Statement, TransactionOptions } from './types.ts';

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
  timeoutMs?: number | undefined;
  /** Who asked (the client's IP), for PGlite's turns (TransactionOptions.client). */
  client?: string | undefined;
}

const ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

/** A setting's name as it may appear in the setup statement's text: a GUC name of our own code, never the request's. */
const SETTING_NAME = /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)?$/;

/**
 * The statement that switches to the request's role and exposes its claims (and method and path) as
 * transaction-local settings that RLS policies read through auth.uid() & co. As PostgREST: the role is a
 * transaction-local setting too (`set_config('role', …, true)` is `set local role`), so role, claims and the
 * rest go in one statement. Nothing about the request is ever spliced into SQL text: the role is checked
 * against a fixed set, every value is bound, and the further settings' names — fixed names from our own code
 * (request.headers, search_path…) — are written as literals only once they pass SETTING_NAME.
 */
export function requestSetup(ctx: RequestContext): Statement {
  if (!ROLES.has(ctx.role)) throw new Error(`unknown API role: ${ctx.role}`);
  const values: unknown[] = [ctx.role, claimsText(ctx.claims), ctx.method, ctx.path];
  const settings = ctx.settings ?? {};
  // The statement's text by the settings' names, looked up name by name (no key string built per request).
  let shape = setupShapes;
  for (const name in settings) {
    let next = shape.next.get(name);
    if (!next) {
      if (shape.next.size >= MAX_SETUP_SHAPES) shape.next.clear();
      next = { next: new Map(), text: undefined };
      shape.next.set(name, next);
    }
    shape = next;
    values.push(settings[name]);
  }
  shape.text ??= setupText(Object.keys(settings));
  return { text: shape.text, values };
}

/**
 * The claims as JSON text. A caller's verified identity (and so its claims object) is reused across its requests
 * (http/api-auth.ts caches it per token, frozen), so its text is kept per object instead of built for every
 * request. Only frozen claims: a literal made for one call would cost a WeakMap entry for nothing, and an object
 * that can still change must not keep an old text.
 */
const claimsTexts = new WeakMap<Record<string, unknown>, string>();
function claimsText(claims: Record<string, unknown>): string {
  if (!Object.isFrozen(claims)) return JSON.stringify(claims);
  let text = claimsTexts.get(claims);
  if (text === undefined) {
    text = JSON.stringify(claims);
    claimsTexts.set(claims, text);
  }
  return text;
}

/** Setup texts by their further settings' names, one level per name (a handful of shapes). */
interface SetupShape {
  next: Map<string, SetupShape>;
  text: string | undefined;
}
const setupShapes: SetupShape = { next: new Map(), text: undefined };
const MAX_SETUP_SHAPES = 100;

/**
 * The setup statement's text for these further settings' names. It answers one row of no columns: the settings'
 * values would otherwise come back to us on every request (request.headers alone is most of a kilobyte) only to be
 * thrown away. PostgreSQL neither flattens nor drops a subquery whose output calls a volatile function such as
 * set_config, so every setting is still made.
 */
function setupText(names: string[]): string {
  for (const name of names)
    if (!SETTING_NAME.test(name)) throw new Error(`not a setting name: ${name.slice(0, 64)}`);
  return `select from (select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true), set_config('request.path', $4, true)${names
                .map((name, i) => `, set_config('${name}', $${5 + i}, true)`)
                .join('')}) _s`;
}

/** The transaction's options: one object of one shape (this runs on every request). */
const txOptions = (ctx: RequestContext): TransactionOptions => ({
  timeoutMs: ctx.timeoutMs,
  client: ctx.client,
});

/** Runs `fn` in one transaction as PostgREST does, after the request's setup statement (requestSetup). */
export function withRequest<T>(
  db: Database,
  ctx: RequestContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const setup = requestSetup(ctx);
  return db.transaction(async (tx) => {
    await tx.query(setup.text, setup.values);
    return fn(tx);
  }, txOptions(ctx));
}

/**
 * One read statement with the request's setup, in one transaction and one round trip (Database.readPair): the
 * same role, claims and settings as withRequest, without the BEGIN, setup and COMMIT waits. Only for a statement
 * whose answer needs no check before the commit.
 */
export function readInRequest<T>(
  db: Database,
  ctx: RequestContext,
  statement: Statement,
): Promise<QueryResult<T>> {
  return db.readPair<T>(requestSetup(ctx), statement, txOptions(ctx));
}
