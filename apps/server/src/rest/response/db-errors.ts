// Database errors → PostgREST's status mapping (Error.hs pgErrorStatus) and body {code,message,details,hint}.
import type { DbError } from '../../db/types.ts';
import { DbConnectionError, isUnavailableSqlState, RETRY_AFTER_SECONDS } from '../../db/unavailable.ts';
import { PgrstError, errors } from '../errors.ts';

export function statusForSqlState(code: string, role: string, message: string): number {
  if (/^PT\d{3}$/.test(code)) {
    const custom = Number(code.slice(2));
    return custom >= 100 && custom <= 599 ? custom : 400;
  }
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '22023' && /^role ".*" does not exist$/.test(message)) return 401;
  if (code === '42P01' || code === '42883') return 404;
  if (code === '25006') return 405;
  if (code === '21000') return /requires a WHERE clause$/.test(message) ? 400 : 500;
  if (code === '42P17') return 500;
  // PostgREST: 08* and 57P01. Ours too: 57P02 (crash shutdown) and 57P03 (starting up or shutting down) — the
  // database cannot serve now, and a client should come back rather than report a fault (db/unavailable.ts).
  if (isUnavailableSqlState(code) || code.startsWith('53')) return 503;
  if (code === 'P0001') return 400;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/**
 * A connection the driver could not make (PGRST000) or lost (PGRST001): PostgREST's bodies for these, the driver's
 * words as details; 503 with Retry-After, as for the server's own 08xxx and 57P0x answers.
 */
export function fromConnectionError(err: DbConnectionError): PgrstError {
  return err.stage === 'connect'
    ? errors.dbUnreachable(err.message, RETRY_AFTER_SECONDS)
    : errors.dbClientError(err.message, RETRY_AFTER_SECONDS);
}

export function fromDbError(err: DbError, role: string): PgrstError {
  if (err instanceof DbConnectionError) return fromConnectionError(err);
  if (isUnavailableSqlState(err.code))
    return new PgrstError(503, err.code, err.message, err.detail ?? null, err.hint ?? null, {
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  return new PgrstError(statusForSqlState(err.code, role, err.message), err.code, err.message, err.detail ?? null, err.hint ?? null);
}
