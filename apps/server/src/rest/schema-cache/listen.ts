// PostgreSQL only: LISTEN pgrst on a dedicated connection and reload the schema cache on
// NOTIFY pgrst, 'reload schema' (or an empty payload), as PostgREST does. The connection never keeps the
// process alive and reconnects after errors; PGlite relies on the reload-on-miss path instead.
import pg from 'pg';
import type { Logger } from '../../http/logger.ts';
import type { SchemaCacheHolder } from './cache.ts';

const RECONNECT_MS = 5_000;

export function listenForReload(databaseUrl: string, cache: SchemaCacheHolder, logger: Logger): void {
  const connect = (): void => {
    const client = new pg.Client({ connectionString: databaseUrl });
    let retried = false;
    const retry = (err?: unknown) => {
      if (retried) return;
      retried = true;
      client.end().catch(() => undefined);
      // A dropped database (3D000) will not come back; anything else (restart, network) is retried.
      if ((err as { code?: unknown } | undefined)?.code === '3D000') return;
      setTimeout(connect, RECONNECT_MS).unref();
    };
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
      .then(() => {
        // An idle listener must not keep the process (or a test worker) alive.
        (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
        return client.query('listen pgrst');
      })
      .catch(retry);
  };
  connect();
}
