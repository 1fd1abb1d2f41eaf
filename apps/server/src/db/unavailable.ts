// When the database cannot serve at all (PostgreSQL stopped, restarting, unreachable; PGlite's worker gone), every
// caller gets an error it can recognise — and answers 503 rather than 500, an empty page or a 404:
// - the server's own SQLSTATEs: 08* (connection exception), 57P01 (terminated by an administrator, e.g. a fast
//   shutdown), 57P02 (crash shutdown), 57P03 (cannot connect now: starting up or shutting down);
// - the driver's failures that carry no SQLSTATE (a refused connection, a socket that closed), turned into a
//   DbConnectionError: 08001 when no connection could be made, 08006 when a connection was lost.
import { DbError, toDbError } from './types.ts';

/** How long a client should wait before asking again (the Retry-After of every 503 this file explains). */
export const RETRY_AFTER_SECONDS = 2;

export type ConnectionStage = 'connect' | 'lost';

/** A driver failure with no SQLSTATE of its own: no connection could be made, or one was lost. */
export class DbConnectionError extends DbError {
  constructor(
    readonly stage: ConnectionStage,
    message: string,
  ) {
    super({ message, code: stage === 'connect' ? '08001' : '08006' });
    this.name = 'DbConnectionError';
  }
}

const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03']);

/** A SQLSTATE that means "the database cannot serve now", not "this request is wrong". */
export function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || UNAVAILABLE_CODES.has(code);
}

/** Whether `err` says the database cannot serve now (whichever adapter or driver threw it). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const db = toDbError(err);
  return db instanceof DbError && isUnavailableSqlState(db.code);
}

// Node's socket errors when no connection can be made at all.
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOENT',
]);
// …and when one that existed broke.
const LOST_CODES = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);
// node-postgres' own messages for a connection that ended or could not be made.
const LOST_MESSAGE = /Connection terminated|not queryable|Connection ended|Client was closed/i;
const CONNECT_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/i;

/**
 * What node-postgres threw, as the adapter passes it on: a DbError for a server error, a DbConnectionError for a
 * connection that could not be made or was lost, anything else unchanged. `stage`: where it happened, when the
 * error itself does not say (a failed checkout is 'connect', a failed statement 'lost').
 */
export function fromDriverError(err: unknown, stage: ConnectionStage): unknown {
  const db = toDbError(err);
  if (db instanceof DbError || !(err instanceof Error)) return db;
  const code = (err as NodeJS.ErrnoException).code;
  if ((code && CONNECT_CODES.has(code)) || CONNECT_MESSAGE.test(err.message))
    return new DbConnectionError('connect', err.message || code || 'could not connect');
  if ((code && LOST_CODES.has(code)) || LOST_MESSAGE.test(err.message))
    return new DbConnectionError(stage, err.message || code || 'connection lost');
  // AggregateError (several addresses refused): its own message is empty.
  if (
    err instanceof AggregateError &&
    err.errors.some((e) => CONNECT_CODES.has((e as NodeJS.ErrnoException).code ?? ''))
  )
    return new DbConnectionError('connect', err.errors.map((e) => String((e as Error).message)).join('; '));
  return err;
}
