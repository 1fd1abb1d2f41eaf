// Static files from the web build are logged at debug, everything else at info (issue 9).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { isStaticAssetRequest } from '../../src/http/request-log.ts';
import { deriveKeys } from '../../src/http/keys.ts';
import { openTestDatabase, testConfig, TEST_JWT_SECRET } from '../support/test-server.ts';
import { writeWebRoutes } from '../support/web-routes.ts';

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  status?: number;
}

const DEBUG = 20;
const INFO = 30;

describe('request log levels', () => {
  const lines: LogLine[] = [];
  let dist: string;
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body>app</body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeWebRoutes(dist); // the server's route knowledge: unknown paths are real 404s
    db = await openTestDatabase('pglite');
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    const logger = pino({ level: 'debug', base: undefined }, sink);
    app = createApp({
      db: db.opened.db,
      config: testConfig({}),
      keys: await deriveKeys(TEST_JWT_SECRET),
      logger,
      webDist: dist,
    });
  });
  afterAll(async () => {
    await db.cleanup();
    rmSync(dist, { recursive: true, force: true });
  });

  async function levelOf(path: string): Promise<{ level: number | undefined; status: number }> {
    const res = await app.request(path);
    await res.arrayBuffer();
    const entry = lines.findLast((l) => l.msg === 'request' && l.path === path);
    return { level: entry?.level, status: res.status };
  }

  it.each([
    ['/assets/index-abc123.js', 200],
    ['/assets/index-abc123.css', 200],
    ['/favicon.svg', 200],
  ])('logs the static file %s at debug', async (path, status) => {
    expect(await levelOf(path)).toEqual({ level: DEBUG, status });
  });

  it.each([
    ['/', 200],
    ['/blog/some-post', 404],
    ['/healthz', 200],
    ['/assets/missing-file.js', 404],
  ])('logs %s at info', async (path, status) => {
    expect(await levelOf(path)).toEqual({ level: INFO, status });
  });

  it('never treats API paths or writes as static files', () => {
    expect(isStaticAssetRequest('GET', '/rest/v1/files.js', 200)).toBe(false);
    expect(isStaticAssetRequest('GET', '/auth/v1/x.png', 200)).toBe(false);
    expect(isStaticAssetRequest('POST', '/assets/a.js', 200)).toBe(false);
    expect(isStaticAssetRequest('HEAD', '/assets/a.js', 304)).toBe(true);
  });
});
