// The direct read path's request headers (rest/node-request-headers.ts), read from node's raw list alone: the
// record a fetch Headers object gives, Host and X-Request-Id from it, and the client's IP as clientIpOf decides.
import { describe, expect, it } from 'vitest';
import { headerRecord, nodeRequestHeaders } from '../../src/rest/node-request-headers.ts';

const RAW = [
  'Host',
  'api.example:8080',
  'apikey',
  'k',
  'Accept',
  'application/json',
  'X-Client-Info',
  'a',
  'x-client-info',
  'b',
  'X-Request-Id',
  'rid.1',
];
const pairs = (raw: string[]) =>
  raw.flatMap((v, i) => (i % 2 ? [] : [[v, raw[i + 1] as string] as [string, string]]));

describe('direct read request headers', () => {
  it('gives lower-case names in sorted order, repeats joined, as a fetch Headers object', () => {
    const fetchOrder = Object.fromEntries(new Headers(pairs(RAW)));
    expect(headerRecord(RAW)).toEqual(fetchOrder);
    expect(Object.keys(headerRecord(RAW))).toEqual(Object.keys(fetchOrder));
  });

  it('gives the same record for few headers and for many (insertion order or map and sort), repeats in any case', () => {
    // A fixed pseudo-random sequence: names drawn from a small set, so there are repeats in mixed case.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const names = [
      'accept',
      'X-A',
      'x-b',
      'Authorization',
      'apikey',
      'Range',
      'prefer',
      'X-Dup',
      'a',
      'Z-Last',
      'accept-profile',
      'x-a',
    ];
    for (const count of [0, 1, 2, 5, 12, 31, 32, 33, 64, 200]) {
      const raw = Array.from({ length: count }, (_, i) => {
        const name = names[next() % names.length] as string;
        return [next() % 2 ? name.toUpperCase() : name, `v${i}`];
      }).flat();
      const fetchOrder = Object.fromEntries(new Headers(pairs(raw)));
      expect(Object.entries(headerRecord(raw)), `${count} headers`).toEqual(Object.entries(fetchOrder));
    }
  });

  it('reads host, request id and the socket address', () => {
    const h = nodeRequestHeaders(RAW, '::ffff:10.0.0.7', 0);
    expect(h).toMatchObject({ ip: '10.0.0.7', host: 'api.example:8080', requestId: 'rid.1' });
    expect(h.headers['x-client-info']).toBe('a, b');
  });

  it('believes X-Forwarded-For only behind trusted proxies, one entry from the right per hop', () => {
    const raw = [...RAW, 'X-Forwarded-For', '203.0.113.9, 10.0.0.1'];
    expect(nodeRequestHeaders(raw, '10.0.0.7', 0).ip).toBe('10.0.0.7');
    expect(nodeRequestHeaders(raw, '10.0.0.7', 1).ip).toBe('10.0.0.1');
    expect(nodeRequestHeaders(raw, '10.0.0.7', 2).ip).toBe('203.0.113.9');
    // Two header lines are one list (the later line's entries are nearer).
    expect(nodeRequestHeaders([...raw, 'x-forwarded-for', '198.51.100.4'], '10.0.0.7', 1).ip).toBe('198.51.100.4');
    expect(nodeRequestHeaders(RAW, undefined, 0).ip).toBeNull();
  });

  it('joins a repeated Host, which is then not a plain host (the read goes to Hono, which decides)', () => {
    expect(nodeRequestHeaders([...RAW, 'host', 'other.example'], '10.0.0.7', 0).host).toBe(
      'api.example:8080, other.example',
    );
  });
});
