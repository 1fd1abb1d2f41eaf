// A database host that accepts connections but never answers (a hung server, a firewall that drops packets after
// the handshake): a new connection gives up after the adapter's connect timeout and the caller gets the
// "database unavailable" error every 503 is made from, instead of waiting as long as the operating system keeps
// trying. No real database needed: a TCP server that takes connections and says nothing stands in for the host.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/postgres.ts';
import { isDatabaseUnavailable } from '../../src/db/unavailable.ts';

describe('a PostgreSQL host that never answers', () => {
  let host: Server;
  const sockets: Socket[] = [];
  let url = '';
  beforeAll(async () => {
    host = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    url = `postgres://postgres@127.0.0.1:${(host.address() as AddressInfo).port}/postgres`;
  });
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => host.close(() => resolve()));
  });

  it('fails the connection after the connect timeout with an "unavailable" error', async () => {
    const err = await openPostgres({ connectionString: url, connectTimeoutMs: 200 }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(sockets.length).toBeGreaterThan(0); // it did reach the host, which never answered
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((err as { code?: string }).code).toBe('08001');
  });
});
