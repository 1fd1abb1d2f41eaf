import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:3000',
      siteName: 'Bitcoin Advisory',
      seedDemo: true,
      logLevel: 'info',
      trustProxy: 0,
      jwtExpiry: 3600,
      autoconfirm: true,
      databaseUrl: undefined,
      allowedRedirects: [],
      dbStatementTimeoutMs: 10_000,
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('turns autoconfirm off by default once SMTP is configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).autoconfirm).toBe(false);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com', AUTH_EMAIL_AUTOCONFIRM: 'true' }).autoconfirm).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number/],
    [{ PORT: '70000' }, /^PORT must be a whole number between 0 and 65535/],
    [{ SITE_URL: 'not a url' }, /^SITE_URL must be an http\(s\) URL/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres:\/\//],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO must be a boolean/],
    [{ TRUST_PROXY: 'yes please' }, /^TRUST_PROXY must be true, false or the number of trusted proxies in front of the server \(0 to 32\)$/],
    [{ TRUST_PROXY: '33' }, /^TRUST_PROXY must be true, false or the number/],
    [{ TRUST_PROXY: '-1' }, /^TRUST_PROXY must be true, false or the number/],
    [{ TRUST_PROXY: '1.5' }, /^TRUST_PROXY must be true, false or the number/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ AUTH_JWT_EXPIRY: '0' }, /^AUTH_JWT_EXPIRY must be between 1 and/],
    [{ DB_STATEMENT_TIMEOUT_MS: '2.5' }, /^DB_STATEMENT_TIMEOUT_MS must be a whole number/],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long enough pw' }, /^ADMIN_EMAIL must be an e-mail address/],
    [{ ADMIN_EMAIL: 'a@b.co' }, /^ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must be an smtp:\/\//],
  ])('rejects %j with a message naming the variable', (env, expected) => {
    const list = problems(env);
    expect(list.some((p) => expected.test(p))).toBe(true);
  });

  it('reads TRUST_PROXY as a number of trusted proxy hops: false 0, true 1, or the number', () => {
    const hops = (v: string) => loadConfig({ TRUST_PROXY: v }).trustProxy;
    expect(['false', 'off', '0', 'true', 'YES', '1', '2', ' 3 ', '32'].map(hops)).toEqual([0, 0, 0, 1, 1, 1, 2, 3, 32]);
  });

  it('lists every bad variable at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'y' })).toHaveLength(2);
  });

  it('treats empty strings as unset and trims SITE_URL', () => {
    const c = loadConfig({ PORT: '', SITE_URL: 'https://advisory.example.com/' });
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBe('https://advisory.example.com');
  });

  it('stops the server boot with the message and exit code 78', async () => {
    const { spawnSync } = await import('node:child_process');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: { ...process.env, PORT: 'eighty' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(78);
    expect(r.stderr).toContain('PORT must be a whole number');
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
  });
});
