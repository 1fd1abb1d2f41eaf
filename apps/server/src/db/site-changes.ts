// What changed among the tables the site keeps copies of: NOTIFY site_changed, '<table>' (the row triggers of
// migration 20261129000500 and later), whoever wrote — this process through the data API, another process, a job,
// psql. Every copy the server keeps (built pages, the feeds, the redirect table, the published slugs, the analytics
// setting) is dropped from here and only from here (app.ts), so no route has to know which writes touch which copy.
// - PGlite: the worker hands each notification over before the statement that caused it answers (pglite-worker.mjs),
//   so a write's drops have happened by the time the write returns: settled() has nothing to wait for.
// - PostgreSQL: a dedicated LISTEN connection (listen.ts) hears them a moment after commit. settled() sends a fence —
//   a NOTIFY of its own, committed after the caller's write — and waits for the listener to hear it: notifications
//   arrive in commit order, so every earlier one has been handled. Bounded: while the listener is away, or when the
//   fence is late, it answers false and the caller drops everything instead.
import { randomUUID } from 'node:crypto';
import { realTimer, type Timer } from '../clock.ts';
import { listen, type ListenLog, type Listening } from './listen.ts';
import type { PgliteDatabase } from './pglite.ts';
import type { Database } from './types.ts';

export interface SiteChanges {
  /** `onChange` hears each table changed; `onMissed` that changes may have gone unheard (drop everything). */
  subscribe(onChange: (table: string) => void, onMissed: () => void): void;
  /**
   * Resolves once every change committed before the call has reached the subscribers: true; false when that could
   * not be known in time (the caller then drops everything).
   */
  settled(): Promise<boolean>;
  stop(): void;
}

export interface SiteChangesOptions {
  /** PostgreSQL's URL, for the listening connection. */
  databaseUrl?: string | undefined;
  logger: ListenLog;
  /** What the fence's bound is timed with (default the real clock). */
  timer?: Timer;
}

const CHANNEL = 'site_changed';
/** A fence's payload starts so: no table is named like that. */
const FENCE = 'fence ';
/** The longest a write waits for its own fence before its process drops everything instead. */
const FENCE_TIMEOUT_MS = 1000;

export function siteChanges(db: Database, opts: SiteChangesOptions): SiteChanges {
  const subscribers: { onChange: (table: string) => void; onMissed: () => void }[] = [];
  const changed = (payload: string) => {
    for (const s of subscribers) s.onChange(payload);
  };
  const missed = () => {
    for (const s of subscribers) s.onMissed();
  };

  if (db.kind === 'pglite') {
    const stop = (db as PgliteDatabase).onNotification(
      (channel, payload) => channel === CHANNEL && changed(payload.trim()),
      missed,
    );
    return {
      subscribe: (onChange, onMissed) => void subscribers.push({ onChange, onMissed }),
      settled: async () => true,
      stop,
    };
  }

  const fences = new Map<string, () => void>();
  let listener: Listening | null = null;
  const timer = opts.timer ?? realTimer;
  const start = () => {
    if (listener || !opts.databaseUrl) return;
    listener = listen(
      opts.databaseUrl,
      {
        name: 'site: change listener',
        channels: [CHANNEL],
        onNotification: (_channel, payload) => {
          if (!payload.startsWith(FENCE)) return changed(payload);
          // Every process hears every fence; only the one that sent it waits for it.
          fences.get(payload)?.();
        },
        onReconnect: missed,
      },
      opts.logger,
    );
  };
  return {
    subscribe(onChange, onMissed) {
      subscribers.push({ onChange, onMissed });
      start();
    },
    async settled() {
      if (!listener?.listening()) return false;
      const token = `${FENCE}${randomUUID()}`;
      let cancel = () => {};
      const heard = new Promise<boolean>((resolve) => {
        fences.set(token, () => resolve(true));
        cancel = timer(FENCE_TIMEOUT_MS, () => resolve(false));
      });
      try {
        await db.query('select pg_notify($1, $2)', [CHANNEL, token]);
        return await heard;
      } catch {
        return false;
      } finally {
        cancel();
        fences.delete(token);
      }
    },
    stop() {
      listener?.stop();
      fences.clear();
    },
  };
}
