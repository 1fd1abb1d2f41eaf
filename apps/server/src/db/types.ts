// The one small database interface both adapters (PGlite, PostgreSQL) implement.
// Values are passed as bind parameters only. Pass JSON as a string and cast it in SQL (`$1::jsonb`)
// so both drivers serialise it the same way.

export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  /** Rows returned, or rows affected by INSERT/UPDATE/DELETE. */
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs one or more statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface TransactionOptions {
  /**
   * The longest the transaction may hold the database, in ms. PGlite enforces it itself (it ignores
   * statement_timeout): on expiry the worker is ended and reopened and the caller gets SQLSTATE 57014.
   * PGlite never allows more than its own statement deadline; PostgreSQL relies on statement_timeout.
   */
  timeoutMs?: number;
  /** Migrations and seeding: no deadline at all. Never for work a request asked for. */
  maintenance?: boolean;
  /** Who asked (the client's IP): PGlite serves waiting clients in turn (db/fair-lock.ts); PostgreSQL ignores it. */
  client?: string | undefined;
}

/** One statement and its bind values. */
export interface Statement {
  text: string;
  values: readonly unknown[];
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, opts?: TransactionOptions): Promise<T>;
  /**
   * `setup` then `statement` in one transaction, sent together: one round trip (PostgreSQL: one batch ended by a
   * single Sync, an implicit transaction; PGlite: one message to its worker). Either failing rolls both back;
   * otherwise it commits as soon as `statement` has run, so it suits a read whose result needs no check first.
   * Answers `statement`'s rows.
   */
  readPair<T = Row>(setup: Statement, statement: Statement, opts?: TransactionOptions): Promise<QueryResult<T>>;
  /**
   * The database version if it can serve requests. Answers at once even while a long transaction holds
   * PGlite's single connection (that transaction is bounded by its deadline), so health checks never queue.
   */
  ping(): Promise<{ version: string }>;
  close(): Promise<void>;
}

/** What PostgreSQL answers when statement_timeout cancels a statement; PGlite's deadline answers the same. */
export function statementTimeoutError(): DbError {
  return new DbError({ message: 'canceling statement due to statement timeout', code: '57014' });
}

/** A database error with the fields Postgres reports (SQLSTATE and friends). */
export class DbError extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  readonly hint: string | undefined;
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;
  readonly schema: string | undefined;

  constructor(fields: DbErrorFields) {
    super(fields.message);
    this.name = 'DbError';
    this.code = fields.code;
    this.detail = fields.detail;
    this.hint = fields.hint;
    this.constraint = fields.constraint;
    this.table = fields.table;
    this.column = fields.column;
    this.schema = fields.schema;
  }
}

export interface DbErrorFields {
  message: string;
  code: string;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
  schema?: string | undefined;
}

/** Picks the Postgres error fields off whatever a driver threw; non-database errors pass through. */
export function toDbError(err: unknown): unknown {
  if (err instanceof DbError) return err;
  if (typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string') {
    const e = err as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    if (/^[0-9A-Z]{5}$/.test(e.code as string)) {
      return new DbError({
        message: str(e.message) ?? 'database error',
        code: e.code as string,
        detail: str(e.detail),
        hint: str(e.hint),
        constraint: str(e.constraint),
        table: str(e.table),
        column: str(e.column),
        schema: str(e.schema),
      });
    }
  }
  return err;
}
