// Response stage for failures: any error → PostgREST's error answer. Ours (PgrstError) as they are, the database's
// mapped by SQLSTATE (db-errors.ts), anything else logged and answered as PGRST000 without detail.
import { DbError, toDbError } from '../../db/types.ts';
import type { Logger } from '../../http/logger.ts';
import { PgrstError, errors } from '../errors.ts';
import { fromDbError } from './db-errors.ts';
import type { Reply } from './respond.ts';

export function errorReply(err: unknown, role: string, logger: Pick<Logger, 'error'>): Reply {
  let e: PgrstError;
  const db = toDbError(err);
  if (err instanceof PgrstError) e = err;
  else if (db instanceof DbError) e = fromDbError(db, role);
  else {
    logger.error({ err }, 'rest: unexpected error');
    e = errors.internal();
  }
  return {
    status: e.status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Proxy-Status': `PostgREST; error=${e.code}`,
      ...e.headers,
    },
    body: JSON.stringify(e.body()),
  };
}
