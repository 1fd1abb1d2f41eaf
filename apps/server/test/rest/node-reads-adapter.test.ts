// The two HTTP adapters of the data API (rest/routes.ts for Hono, rest/node-reads.ts for node:http) hand the pipeline
// the same neutral request, and the direct one answers an unexpected failure as app.ts's error handler does. The
// pipeline here is a stand-in that records what it was given.
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RestApi, RestCall } from '../../src/rest/api.ts';
import { nodeReads, splitTarget } from '../../src/rest/node-reads.ts';
import { restRoutes } from '../../src/rest/routes.ts';
import { rawRequest } from './node-reads-support.ts';

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
});

async function listen(listener: http.RequestListener): Promise<number> {
  const server = http.createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function recordingApi(calls: RestCall[]): RestApi {
  return {
    answer(call) {
      calls.push(call);
      return Promise.resolve({
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
        body: '[]',
      });
    },
  };
}

function logSink(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return pino({ level: 'info', base: undefined }, sink);
}

/** The call as the pipeline sees it. */
const seen = (c: RestCall) => ({
  method: c.method,
  path: c.path,
  query: c.query,
  headers: c.headers,
  ip: c.ip,
});

describe('the data API adapters', () => {
  it.each([0, 1, 2])('give the pipeline the same request (trusted proxy hops: %s)', async (trust) => {
    const viaNode: RestCall[] = [];
    const viaHono: RestCall[] = [];
    const reads = nodeReads(recordingApi(viaNode), logSink([]), trust);
    const nodePort = await listen((req, res) => {
      if (!reads.take(req, res)) res.writeHead(599).end();
    });
    const hono = new Hono();
    hono.route('/rest/v1', restRoutes(recordingApi(viaHono), trust));
    const honoPort = await listen(getRequestListener(hono.fetch));
    // Mixed-case names, a repeated header, a forwarded address and an escaped query.
    const headers = {
      apikey: 'k',
      'X-Dup': 'a',
      'x-dup': 'b',
      Accept: 'application/json',
      'X-Forwarded-For': '203.0.113.7, 10.0.0.1',
    };
    const target = `/rest/v1/blog_posts?select=%2A&slug=eq.a%20b&or=(a.eq.1,b.eq.2)&title=eq.it's"<x>"`;
    await rawRequest(nodePort, 'GET', target, headers);
    await rawRequest(honoPort, 'GET', target, headers);
    expect(viaNode).toHaveLength(1);
    expect(viaHono).toHaveLength(1);
    expect(seen(viaNode[0] as RestCall)).toEqual(seen(viaHono[0] as RestCall));
    expect((viaNode[0] as RestCall).headers['x-dup']).toBe('a, b');
    expect((viaNode[0] as RestCall).ip).toBe(['127.0.0.1', '10.0.0.1', '203.0.113.7'][trust]);
    expect(Object.keys((viaNode[0] as RestCall).headers)).toEqual(
      Object.keys((viaNode[0] as RestCall).headers).sort(),
    );
  });

  it('splits a plain target into the path and query a URL parser gives, without parsing a URL', () => {
    const parse = vi.spyOn(globalThis, 'URL');
    const printable = Array.from({ length: 0x7f - 0x21 }, (_, i) => String.fromCharCode(0x21 + i)).filter(
      (c) => c !== '#',
    );
    const targets = [
      '/rest/v1/t',
      '/rest/v1/t?',
      '/rest/v1/t??a',
      ...printable.map((c) => `/rest/v1/t?a=${c}&b=x${c}${c}y`),
    ];
    const split = targets.map((t) => splitTarget(t));
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(split).toEqual(
      targets.map((t) => {
        const u = new URL(t, 'http://localhost');
        return { path: u.pathname, query: u.search.slice(1) };
      }),
    );
  });

  it('answers a failure of the pipeline with a logged 500 and no detail', async () => {
    const lines: Record<string, unknown>[] = [];
    const failing: RestApi = { answer: () => Promise.reject(new Error('secret detail')) };
    const reads = nodeReads(failing, logSink(lines), 0);
    const port = await listen((req, res) => {
      if (!reads.take(req, res)) res.writeHead(599).end();
    });
    const raw = await rawRequest(port, 'GET', '/rest/v1/blog_posts', { 'X-Request-Id': 'boom.1' });
    const [head, body] = raw.split('\r\n\r\n') as [string, string];
    expect(head).toMatch(/^HTTP\/1.1 500 Internal Server Error\r\n/);
    expect(head).toContain('\r\ncontent-type: application/json\r\n');
    expect(head).toContain('\r\naccess-control-allow-origin: *\r\n');
    expect(head).toContain('\r\nx-content-type-options: nosniff\r\n');
    expect(head).toContain('\r\nx-request-id: boom.1\r\n');
    expect(JSON.parse(body)).toEqual({ code: 'internal_error', message: 'Internal server error' });
    expect(raw).not.toContain('secret detail');
    expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({
      requestId: 'boom.1',
      err: { message: 'secret detail' },
    });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      requestId: 'boom.1',
      method: 'GET',
      path: '/rest/v1/blog_posts',
      status: 500,
    });
  });

  it('leaves anything but a plain API read to the next listener', async () => {
    const calls: RestCall[] = [];
    const reads = nodeReads(recordingApi(calls), logSink([]), 0);
    const port = await listen((req, res) => {
      if (!reads.take(req, res)) res.writeHead(599).end();
    });
    const status = async (method: string, target: string, headers: Record<string, string> = {}) =>
      Number(/^HTTP\/1.1 (\d+)/.exec(await rawRequest(port, method, target, headers))?.[1]);
    expect(await status('GET', '/rest/v1/t')).toBe(200);
    expect(await status('HEAD', '/rest/v1/t?select=a')).toBe(200);
    for (const [method, target] of [
      ['DELETE', '/rest/v1/t'],
      ['OPTIONS', '/rest/v1/t'],
      ['GET', '/rest/v1'],
      ['GET', '/auth/v1/user'],
      ['GET', '/rest/v1/%74'],
      ['GET', '/rest/v1/./t'],
      ['GET', '/rest/v1/t?a=b#c'],
    ]) {
      expect(await status(method as string, target as string), `${method} ${target}`).toBe(599);
    }
    expect(reads.taken).toBe(2);
    expect(calls).toHaveLength(2);
  });
});
