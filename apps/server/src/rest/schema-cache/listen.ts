// PostgreSQL only: reload the schema cache on NOTIFY pgrst, 'reload schema' (or an empty payload), as PostgREST
// does, and after the listener reconnects (a NOTIFY sent while it was away was never heard). PGlite relies on the
// reload-on-miss path instead. The connection and its reconnects are db/listen.ts's.
import { listen } from '../../db/listen.ts';
import type { Logger } from '../../http/logger.ts';
import type { SchemaCacheHolder } from './cache.ts';

export function listenForReload(databaseUrl: string, cache: SchemaCacheHolder, logger: Logger): void {
  const reload = () => {
    cache.reload().catch((err: unknown) => logger.warn({ err }, 'rest: schema cache reload failed'));
  };
  listen(
    databaseUrl,
    {
      name: 'rest: schema listener',
      channels: ['pgrst'],
      onNotification: (_channel, payload) => {
        if (payload === '' || payload === 'reload schema') reload();
      },
      onReconnect: reload,
    },
    logger,
  );
}
