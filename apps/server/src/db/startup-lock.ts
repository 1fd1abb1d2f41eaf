// Start-up writes (demo seed, ADMIN_EMAIL bootstrap, site origin, generated JWT secret) run once per boot in every
// process. Several processes starting together on one PostgreSQL take turns under a transaction-scoped advisory
// lock — the migrations' model (migrate.ts), with its own key — so each finds what the one before it committed
// and does nothing twice. PGlite has one process per data directory (data-dir-lock.ts): nothing to serialise.
import type { Database } from './types.ts';

// Any constant other than the migrations' (727274101).
export const STARTUP_LOCK_KEY = 727274102;

/**
 * Runs `work` while this process holds the start-up lock. On PostgreSQL the lock belongs to a transaction on
 * one pooled connection and lasts until `work` settles; `work` itself may use the database freely (its own
 * transactions commit before the lock is released, so the next process sees them).
 */
export async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return work();
  return db.transaction(
    async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
      return work();
    },
    { maintenance: true },
  );
}
