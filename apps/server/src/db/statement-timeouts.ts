// How long one statement of an API request may run, per database role: the data API (rest/execute/run.ts) and
// the storage API (storage/context.ts) both set it, so it lives on the floor under both. PostgreSQL enforces it as
// statement_timeout; PGlite ignores that setting and gets the same limit as the transaction's deadline (db/pglite.ts).
import type { ApiRole } from './request-context.ts';

/** Supabase's defaults, in ms: anon 3 s, authenticated 8 s; the service role is not limited (PGlite: its own cap). */
export const STATEMENT_TIMEOUTS: Record<ApiRole, number | undefined> = {
  anon: 3000,
  authenticated: 8000,
  service_role: undefined,
};
