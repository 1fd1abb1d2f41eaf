import { resolve } from 'node:path';
import { z } from 'zod';

const bool = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
      message: `${name} must be a boolean (true or false)`,
    })
    .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/**
 * How many proxies in front of the server append to X-Forwarded-For and are trusted (Express's `trust proxy` with a
 * number): false / 0 none, true / 1 one, or a whole number.
 */
const proxyHops = (name: string, max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (v) => ['true', 'false', 'yes', 'no', 'on', 'off'].includes(v) || (/^\d+$/.test(v) && Number(v) <= max),
      {
        message: `${name} must be true, false or the number of trusted proxies in front of the server (0 to ${max})`,
      },
    )
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : ['true', 'yes', 'on'].includes(v) ? 1 : 0));

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), {
      message: `${name} must be an http(s) URL, e.g. https://example.com`,
    });

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, `${name} must be between 1 and ${max}`);

const EnvSchema = z.object({
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'PORT must be a whole number between 0 and 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'PORT must be a whole number between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1, 'HOST must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must be a directory path').default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  SITE_URL: url('SITE_URL').optional(),
  SITE_NAME: z.string().trim().min(1, 'SITE_NAME must not be empty').default('Bitcoin Advisory'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  AUTH_EMAIL_AUTOCONFIRM: bool('AUTH_EMAIL_AUTOCONFIRM').optional(),
  SMTP_URL: z
    .string()
    .trim()
    .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM must be a sender address').optional(),
  SEED_DEMO: bool('SEED_DEMO').default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: proxyHops('TRUST_PROXY', 32).default(0),
  AUTH_JWT_EXPIRY: positiveInt('AUTH_JWT_EXPIRY', 604800).default(3600),
  AUTH_ALLOWED_REDIRECTS: z.string().optional(),
  DB_STATEMENT_TIMEOUT_MS: positiveInt('DB_STATEMENT_TIMEOUT_MS', 3_600_000).default(10_000),
  DB_TX_END: z
    .enum(['commit', 'commit-allow-override', 'rollback', 'rollback-allow-override'], {
      message: 'DB_TX_END must be one of commit, commit-allow-override, rollback, rollback-allow-override',
    })
    .default('commit'),
  DB_PLAN_ENABLED: bool('DB_PLAN_ENABLED').default(false),
  DB_AGGREGATES_ENABLED: bool('DB_AGGREGATES_ENABLED').default(false),
  SERVER_TIMING_ENABLED: bool('SERVER_TIMING_ENABLED').default(false),
  API_DIRECT_READS: bool('API_DIRECT_READS').default(true),
  STORAGE_DIR: z.string().trim().min(1, 'STORAGE_DIR must be a directory path').default('./data/storage'),
  STORAGE_FILE_SIZE_LIMIT: positiveInt('STORAGE_FILE_SIZE_LIMIT', 5 * 1024 ** 3).default(50 * 1024 * 1024),
  // 0 turns the cache off; at most 2 s, so another process's change to a public file is never seen later than that.
  STORAGE_LOOKUP_CACHE_MS: z
    .string()
    .trim()
    .regex(/^\d+$/, 'STORAGE_LOOKUP_CACHE_MS must be a whole number')
    .transform(Number)
    .refine((n) => n <= 2000, 'STORAGE_LOOKUP_CACHE_MS must be between 0 and 2000')
    .default(2000),
  DB_SCHEMAS: z
    .string()
    .default('public')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .refine(
      (list) =>
        list.length > 0 &&
        list.every((s) => s !== '' && !s.includes('\u0000')) &&
        new Set(list).size === list.length,
      {
        message:
          'DB_SCHEMAS must be a comma-separated list of distinct schema names (the first is the default)',
      },
    ),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  siteName: string;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  autoconfirm: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Trusted proxy hops: the client IP is the X-Forwarded-For entry this many places from the right (the socket peer
   * is hop 0); 0 trusts no header. See http/client-ip.ts.
   */
  trustProxy: number;
  jwtExpiry: number;
  allowedRedirects: string[];
  /**
   * PGlite: the longest one statement or transaction may hold the database (it ignores statement_timeout,
   * so the server enforces this). Requests as anon / authenticated get their shorter role limit.
   */
  dbStatementTimeoutMs: number;
  /**
   * How data API transactions end (PostgREST's db-tx-end): commit or roll back every one, and whether a request's
   * `Prefer: tx=commit|rollback` may choose instead (`-allow-override`). Rolling back is for tests and previews.
   */
  dbTxEnd: 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';
  /**
   * PostgREST's db-plan-enabled: `Accept: application/vnd.pgrst.plan…` answers the request's EXPLAIN plan. Off by
   * default (it reveals the schema and the data's shape); when off, the media type is not available (PGRST107).
   */
  dbPlanEnabled: boolean;
  /** PostgREST's db-aggregates-enabled: count(), sum(), avg(), min(), max() in `select`. Off → PGRST123. */
  dbAggregatesEnabled: boolean;
  /** PostgREST's server-timing-enabled: each API answer names its stages' durations in Server-Timing. Off by default. */
  serverTimingEnabled: boolean;
  /**
   * Plain GET/HEAD reads under /rest/v1/ answered straight from node:http (rest/node-reads.ts, ADR 0026). Off sends
   * them through Hono like every other request: the same answers, at the cost the ADR measures.
   */
  apiDirectReads: boolean;
  /** PostgREST's db-schemas: the exposed schemas, the first the default; Accept-Profile/Content-Profile pick one. */
  dbSchemas: string[];
  /** Where stored files live with DATABASE_URL (PGlite mode: DATA_DIR/storage); STORAGE_FILE_SIZE_LIMIT in bytes. */
  storageDir: string;
  storageFileSizeLimit: number;
  /** How long a public file's row is reused by this process when nothing was written through it (ms; 0: never). */
  storageLookupCacheMs: number;
}

/** Thrown when the environment is invalid; the message names each bad variable and what is expected. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, as in most twelve-factor setups.
  const cleaned = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((k) => [k, env[k]] as const)
      .filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const name = String(i.path[0] ?? 'environment');
        return i.message.startsWith(name) ? i.message : `${name}: ${i.message}`;
      }),
    );
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
  }
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl,
    siteName: e.SITE_NAME,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    autoconfirm: e.AUTH_EMAIL_AUTOCONFIRM ?? e.SMTP_URL === undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    jwtExpiry: e.AUTH_JWT_EXPIRY,
    allowedRedirects: (e.AUTH_ALLOWED_REDIRECTS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbTxEnd: e.DB_TX_END,
    dbPlanEnabled: e.DB_PLAN_ENABLED,
    dbAggregatesEnabled: e.DB_AGGREGATES_ENABLED,
    serverTimingEnabled: e.SERVER_TIMING_ENABLED,
    apiDirectReads: e.API_DIRECT_READS,
    dbSchemas: e.DB_SCHEMAS,
    storageDir: resolve(e.STORAGE_DIR),
    storageFileSizeLimit: e.STORAGE_FILE_SIZE_LIMIT,
    storageLookupCacheMs: e.STORAGE_LOOKUP_CACHE_MS,
  };
}
