// PostgreSQL only: LISTEN on a dedicated connection and hand each NOTIFY to `onNotification`. The connection never
// keeps the process alive; after an error or a lost connection (the database stopped or restarted) it reconnects
// with backoff — 250 ms, doubling up to 5 s — and, once back, calls `onReconnect`, since a NOTIFY sent meanwhile was
// never heard. Used by the schema cache (channel pgrst, as PostgREST) and the site's caches (channel site_changed).
import pg from 'pg';
import { CONNECT_TIMEOUT_MS } from './postgres.ts';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5_000;

export interface Listener {
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  onReconnect(): void;
  /** Names the listener in log lines ("rest: schema listener reconnected"). */
  name: string;
}

/** All a listener logs is its reconnects; the server's logger (http/logger.ts, a floor above) is one. */
export interface ListenLog {
  info(message: string): void;
}

export interface Listening {
  /** True while the LISTEN is in place (connected, channels listened): a NOTIFY committed now will be heard. */
  listening(): boolean;
  /** Ends the connection for good (the server is closing). */
  stop(): void;
}

export function listen(databaseUrl: string, listener: Listener, logger: ListenLog): Listening {
  for (const channel of listener.channels) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`listen: not a plain channel name: ${channel}`);
  }
  let delay = FIRST_RETRY_MS;
  let lost = false;
  let stopped = false;
  let current: pg.Client | null = null;
  let ready = false;
  const connect = (): void => {
    if (stopped) return;
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    let retried = false;
    const retry = (err?: unknown) => {
      if (retried) return;
      retried = true;
      lost = true;
      ready = false;
      client.end().catch(() => undefined);
      if (stopped) return;
      // A dropped database (3D000) will not come back; anything else (restart, network) is retried.
      if ((err as { code?: unknown } | undefined)?.code === '3D000') return;
      setTimeout(connect, delay).unref();
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    // Every 'error' is handled here: an unhandled one would end the process.
    client.on('error', retry);
    client.on('end', () => retry());
    client.on('notification', (msg) => {
      if (listener.channels.includes(msg.channel))
        listener.onNotification(msg.channel, (msg.payload ?? '').trim());
    });
    client
      .connect()
      .then(async () => {
        // An idle listener must not keep the process (or a test worker) alive.
        (
          client as unknown as { connection?: { stream?: { unref?: () => void } } }
        ).connection?.stream?.unref?.();
        // Our own constant channel names (checked below), written bare: `listen pgrst`, as PostgREST's listener.
        for (const channel of listener.channels) await client.query(`listen ${channel}`);
        if (stopped) return client.end().catch(() => undefined);
        ready = true;
        delay = FIRST_RETRY_MS;
        if (lost) {
          lost = false;
          logger.info(`${listener.name} reconnected`);
          listener.onReconnect();
        }
      })
      .catch(retry);
    current = client;
  };
  connect();
  return {
    listening: () => ready,
    stop() {
      stopped = true;
      ready = false;
      current?.end().catch(() => undefined);
    },
  };
}
