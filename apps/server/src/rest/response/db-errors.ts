// Database errors → PostgREST's status mapping (Error.hs pgErrorStatus) and body {code,message,details,hint}.
import { DbError } from '../../db/types.ts';
import { PgrstError } from '../errors.ts';

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
  if (code === '57P01' || code.startsWith('53') || code.startsWith('08')) return 503;
  if (code === 'P0001') return 400;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

export function fromDbError(err: DbError, role: string): PgrstError {
  return new PgrstError(statusForSqlState(err.code, role, err.message), err.code, err.message, err.detail ?? null, err.hint ?? null);
}
