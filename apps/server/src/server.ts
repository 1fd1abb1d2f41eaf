import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server, type ServerOptions } from 'node:http';
import { serve } from '@hono/node-server';
import { createCollector, type Collector } from './analytics/collector.ts';
import { createServerApp } from './app.ts';
import { AuthError } from './auth/errors.ts';
import { ensureAdminUser } from './auth/admin/create-user.ts';
import type { Timer } from './clock.ts';
import { ConfigError, type Config } from './config.ts';
import { startAnalyticsRollup } from './jobs/analytics-rollup.ts';
import { startContactNotifier } from './jobs/contact-notify.ts';
import { startEditorialJobs, type EditorialJobs } from './jobs/editorial.ts';
import { serveBackups, type BackupSocket } from './db/backup-socket.ts';
import { migrateAll, openDatabase, seedDemo, type OpenedDatabase } from './db/open.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { deriveKeys, loadJwtSecret, type Keys } from './http/keys.ts';
import { HEADER_LIMIT } from './http/limits.ts';
import { createLogger, type Logger } from './http/logger.ts';
import { recordSiteOrigin } from './web/site-origin.ts';

export interface RunningServer {
  url: string;
  port: number;
  keys: Keys;
  opened: OpenedDatabase;
  logger: Logger;
  /** Page views on their way to the database: tests flush it instead of waiting for its timer. */
  analytics: Collector;
  /** How many requests the data API's direct read path has answered (rest/node-reads.ts). */
  directApiReads(): number;
  /**
   * Stops accepting, drains in-flight requests for at most `drainMs`, then closes the database — finishing
   * within about drainMs + 3 s even when a statement is stuck.
   */
  close(drainMs?: number): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  webDist?: string;
  /** The web build's server entry as a module already loaded (AppDeps.ssrEntry; tests load the app's source). */
  ssrEntry?: () => Promise<unknown>;
  /** A database already being opened (main.ts starts it before loading the rest of the server). */
  opening?: Promise<OpenedDatabase>;
  /** How often the contact-request notifier looks for new requests (default 10 s; tests go faster). */
  notifyIntervalMs?: number;
  /** The app's clock (AppDeps.now): tests move it instead of waiting. Scheduled posts are due by it too. */
  now?: () => number;
  /** The longest pause between the scheduler's looks at the schedule (default 10 s). */
  editorialPollMs?: number;
  /** What the editorial jobs (scheduled posts, revision bodies, archive retention) time their pauses with. */
  editorialTimer?: Timer;
  /** What background jobs time their pauses with (the real clock by default): tests fire it themselves. */
  timer?: Timer;
  /** Called after this process dropped its caches for a table changed elsewhere (AppDeps.onSiteChange). */
  onSiteChange?: (table: string) => void;
  /** What the analytics rollup job times its pauses with (the real clock by default). */
  analyticsRollupTimer?: Timer;
  /** What the page-view collector times its writes with (the real clock by default). */
  analyticsTimer?: Timer;
}

/** Waits for `work`, but at most `ms`; shutdown goes on either way. */
async function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work.catch(() => undefined), late]);
  clearTimeout(timer);
}

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD: an admin exists after boot unless the address belongs to an account the bootstrap
 * did not create (then only a warning: promoting it would hand admin to whoever holds the address now); a
 * password the rules reject stops the boot.
 */
async function ensureAdmin(opened: OpenedDatabase, config: Config, logger: Logger): Promise<void> {
  try {
    const result = await ensureAdminUser(opened.db, config);
    if (result === 'created' || result === 'promoted')
      logger.info({ email: config.adminEmail, result }, 'admin user ready');
    if (result === 'not_promoted')
      logger.warn(
        { result },
        'ADMIN_EMAIL names an existing account that start-up did not create: it was not made an admin ' +
          '(if it is yours, use the CLI: npm run cli -- set-role --email … --role admin)',
      );
  } catch (err) {
    if (err instanceof AuthError) throw new ConfigError([`ADMIN_PASSWORD: ${err.message}`]);
    throw err;
  }
}

/** Opens and migrates the database, seeds demo content, and serves the app. */
export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger(config.logLevel);
  const t0 = performance.now();
  let opened = await (opts.opening ?? openDatabase(config));
  try {
    const { applied } = await migrateAll(opened.db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    // Every start-up write, one process at a time: N processes booting together on one PostgreSQL each find
    // what the one before them committed (db/startup-lock.ts).
    const jwtSecret = await withStartupLock(opened.db, async () => {
      await recordSiteOrigin(opened.db, config.siteUrl); // before the first request: redirect rules need it
      if (config.seedDemo && (await seedDemo(opened.db))) logger.info('demo content seeded');
      await ensureAdmin(opened, config, logger);
      return loadJwtSecret(opened.db, config.jwtSecret);
    });
    if (opened.db.kind === 'pglite' && applied.length > 0) {
      // The migrations (a first boot, an upgrade) grew PGlite's WASM heap to several times what the site needs,
      // and a WASM heap never shrinks: the site is served from a fresh worker instead (measured on a first boot
      // with the demo content: 980 MB resident before, bench/boot.ts prints it now).
      await opened.close();
      opened = await openDatabase(config);
    }
    const keys = await deriveKeys(jwtSecret);
    // Started after the app (they render with its page renderer); the app wakes them on writes to posts.
    let editorial: EditorialJobs | null = null;
    // Page views are queued in memory and written in batches (ADR 0021): a page never waits for them.
    const analytics = createCollector({
      db: opened.db,
      logger,
      siteOrigin: new URL(config.siteUrl).origin,
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.analyticsTimer ? { timer: opts.analyticsTimer } : {}),
    });
    const { app, apiReads, pages, invalidatePostPages, stopListening } = createServerApp({
      db: opened.db,
      config,
      keys,
      logger,
      ...(opts.webDist ? { webDist: opts.webDist } : {}),
      ...(opts.ssrEntry ? { ssrEntry: opts.ssrEntry } : {}),
      ...(opts.now ? { now: opts.now } : {}),
      onPostsWritten: () => editorial?.postsChanged(),
      analytics,
      ...(opts.onSiteChange ? { onSiteChange: opts.onSiteChange } : {}),
    });

    const server = await new Promise<Server>((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: config.port,
          hostname: config.host,
          serverOptions: { maxHeaderSize: HEADER_LIMIT },
          // The data API's plain reads are answered before Hono's listener sees them (rest/node-reads.ts) unless
          // API_DIRECT_READS=false; everything else goes through Hono as built by @hono/node-server.
          createServer: ((options: ServerOptions, hono: RequestListener) =>
            createServer(options, (req, res) => {
              if (!config.apiDirectReads || !apiReads.take(req, res)) void hono(req, res);
            })) as typeof createServer,
        },
        () => resolve(s as Server),
      ) as Server;
      s.once('error', reject);
    });
    // Oversized headers are answered by Node itself; give them a JSON body like every other error.
    server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
      if (!socket.writable) return socket.destroy();
      const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
      const body = JSON.stringify(
        tooLarge
          ? { code: 'request_header_fields_too_large', message: 'Request headers are too large' }
          : { code: 'bad_request', message: 'Malformed HTTP request' },
      );
      socket.end(
        `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });

    // Staff hear about new contact requests by e-mail (outbox without SMTP).
    const stopContactNotifier = startContactNotifier({
      db: opened.db,
      config,
      logger,
      ...(opts.notifyIntervalMs ? { intervalMs: opts.notifyIntervalMs } : {}),
      ...(opts.timer ? { timer: opts.timer } : {}),
    });
    // Scheduled posts go live on time; revisions get their rendered body; the archive keeps its retention.
    editorial = startEditorialJobs({
      db: opened.db,
      logger,
      renderPostBody: (html) => pages.renderPostBody(html),
      onPublished: invalidatePostPages,
      ...(opts.editorialPollMs ? { pollMs: opts.editorialPollMs } : {}),
      ...(opts.editorialTimer ? { timer: opts.editorialTimer } : {}),
      ...(opts.now ? { now: opts.now } : {}),
    });
    const stopEditorial = editorial.stop;
    // Finished days are rolled up and raw events past their retention removed (ADR 0021).
    const analyticsRollup = startAnalyticsRollup({
      db: opened.db,
      logger,
      ...(opts.analyticsRollupTimer ? { timer: opts.analyticsRollupTimer } : {}),
      ...(opts.now ? { now: opts.now } : {}),
    });
    // PGlite: `cli backup` asks this process for a snapshot instead of needing it stopped (db/backup-socket.ts).
    const backups: BackupSocket | null = opened.snapshot
      ? await serveBackups(config.dataDir, opened.snapshot, (err, message) => logger.warn({ err }, message))
      : null;
    const port = (server.address() as AddressInfo).port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
    logger.info(
      { url, database: opened.db.kind, ms: Math.round(performance.now() - t0) },
      'server listening',
    );

    let closing: Promise<void> | null = null;
    return {
      url,
      port,
      keys,
      opened,
      logger,
      analytics,
      directApiReads: () => apiReads.taken,
      close(drainMs = 5000) {
        closing ??= (async () => {
          const drained = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          let timer: NodeJS.Timeout | undefined;
          const timedOut = new Promise<void>((resolve) => {
            timer = setTimeout(() => {
              server.closeAllConnections();
              resolve();
            }, drainMs);
          });
          await Promise.race([drained, timedOut]);
          clearTimeout(timer);
          // A stuck statement must not keep the process alive: a notifier pass gets a second, and the database
          // adapters end their worker or pooled connections after their own grace period (2 s).
          await within(
            Promise.all([
              stopContactNotifier(),
              stopEditorial(),
              analytics.stop(),
              analyticsRollup.stop(),
            ]).then(() => undefined),
            1000,
          );
          await backups?.close();
          stopListening();
          await within(opened.close(), 5000);
        })();
        return closing;
      },
    };
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
}
