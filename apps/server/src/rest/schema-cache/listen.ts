// PostgreSQL only: LISTEN pgrst on a dedicated connection and reload the schema cache on
// NOTIFY pgrst, 'reload schema' (or an empty payload), as PostgREST does. The connection never keeps the
// process alive; after an error or a lost connection (the database stopped or restarted) it reconnects with
// backoff — 250 ms, doubling up to 5 s — and, once back, reloads the cache, since a NOTIFY sent meanwhile was
// never heard. PGlite relies on the reload-on-miss path instead.
import pg from 'pg';
import type { Logger } from '../../http/logger.ts';
import type { SchemaCacheHolder } from './cache.ts';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export function listenForReload(databaseUrl: string, cache: SchemaCacheHolder, logger: Logger): void {
  let delay = FIRST_RETRY_MS;
  let lost = false;
  const connect = (): void => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let retried = false;
    const retry = (err?: unknown) => {
      if (retried) return;
      retried = true;
      lost = true;
      client.end().catch(() => undefined);
      // A dropped database (3D000) will not come back; anything else (restart, network) is retried.
      if ((err as { code?: unknown } | undefined)?.code === '3D000') return;
      setTimeout(connect, delay).unref();
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    // Every 'error' is handled here: an unhandled one would end the process.
    client.on('error', retry);
    client.on('end', () => retry());
    client.on('notification', (msg) => {
      if (msg.channel !== 'pgrst') return;
      const payload = (msg.payload ?? '').trim();
      if (payload === '' || payload === 'reload schema') {
        cache.reload().catch((err: unknown) => logger.warn({ err }, 'rest: schema cache reload failed'));
      }
    });
    client
      .connect()
      .then(async () => {
        // An idle listener must not keep the process (or a test worker) alive.
        (
          client as unknown as { connection?: { stream?: { unref?: () => void } } }
        ).connection?.stream?.unref?.();
        await client.query('listen pgrst');
        delay = FIRST_RETRY_MS;
        if (lost) {
          lost = false;
          logger.info('rest: schema listener reconnected');
          await cache
            .reload()
            .catch((err: unknown) => logger.warn({ err }, 'rest: schema cache reload failed'));
        }
      })
      .catch(retry);
  };
  connect();
}
