// The client IP that SQL sees (request.headers' x-forwarded-for) is the real one: the socket address, or — only
// with TRUST_PROXY=true or a number of hops — the X-Forwarded-For entry that many places from the right (what the
// trusted proxies appended; Express's `trust proxy`). So the per-IP limits of submit_contact_request (10 per hour)
// and log_not_found (30 per minute) hold against a client that rotates, omits or prefixes the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { contactForm, inOneWindow, requestFrom, type FromReply } from './client-ip-support.ts';

const rotating = (i: number): Record<string, string> => (i % 3 === 0 ? {} : { 'X-Forwarded-For': `203.0.113.${i}, 10.0.0.1` });

function rpc(t: TestServer, fn: string, args: unknown, init: { headers?: Record<string, string>; from?: string; key?: string } = {}): Promise<FromReply> {
  const key = init.key ?? t.anonKey;
  return requestFrom(`${t.url}/rest/v1/rpc/${fn}`, {
    body: args,
    from: init.from,
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...init.headers },
  });
}

async function storedContacts(t: TestServer, tag: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from public.contact_requests where email like $1`, [`${tag}.%`]);
  return rows[0]?.n ?? 0;
}

describe.each(backends)('client IP handed to SQL on %s', (backend) => {
  describe('without TRUST_PROXY', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend);
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('request_ip() is the socket address, whatever X-Forwarded-For the client sends', async () => {
      const asService = { key: t.serviceKey };
      expect((await rpc(t, 'request_ip', {}, { ...asService, headers: { 'X-Forwarded-For': '198.51.100.1' } })).body).toBe('127.0.0.1');
      expect((await rpc(t, 'request_ip', {}, asService)).body).toBe('127.0.0.1');
      expect((await rpc(t, 'request_ip', {}, { ...asService, from: '127.0.0.2' })).body).toBe('127.0.0.2');
    });

    it('15 contact submissions rotating or omitting X-Forwarded-For: 10 stored, the rest 429 PT429; another client is unaffected', async () => {
      const { replies, tag } = await inOneWindow(t.db, (ip) => `contact:ip:${ip}`, ['127.0.0.3', '127.0.0.4'], async (ip) => {
        const tag = `rotate${ip.replaceAll('.', '')}`;
        const replies: FromReply[] = [];
        for (let i = 0; i < 15; i += 1) replies.push(await rpc(t, 'submit_contact_request', contactForm(tag), { from: ip, headers: rotating(i) }));
        return { replies, tag };
      });
      expect(replies.slice(0, 10).map((r) => r.status)).toEqual(Array(10).fill(200));
      for (const r of replies.slice(10)) {
        expect(r.status).toBe(429);
        expect(r.body).toMatchObject({ code: 'PT429', message: 'Too many requests. Please try again in an hour.' });
      }
      expect(await storedContacts(t, tag)).toBe(10);

      const other = await rpc(t, 'submit_contact_request', contactForm('other'), { from: '127.0.0.2' });
      expect(other).toEqual({ status: 200, body: { success: true } });
      expect(await storedContacts(t, 'other')).toBe(1);
    });

    it('log_not_found: 35 calls rotating X-Forwarded-For record 30 (the per-minute limit), then answer false', async () => {
      const { answers, path } = await inOneWindow(t.db, (ip) => `not_found:ip:${ip}`, ['127.0.0.5', '127.0.0.6'], async (ip) => {
        const path = `/rotating-${ip}`;
        const answers: unknown[] = [];
        for (let i = 0; i < 35; i += 1) answers.push((await rpc(t, 'log_not_found', { path }, { from: ip, headers: rotating(i) })).body);
        return { answers, path };
      });
      expect(answers).toEqual([...Array(30).fill(true), ...Array(5).fill(false)]);
      const { rows } = await t.db.query<{ hits: number }>(`select hits from public.not_found_log where path = $1`, [path]);
      expect(rows[0]?.hits).toBe(30);
      expect((await rpc(t, 'log_not_found', { path }, { from: '127.0.0.2' })).body).toBe(true);
    });
  });

  describe('with TRUST_PROXY=true (one proxy, here the test client on 127.0.0.1)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend, { TRUST_PROXY: 'true' });
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('request_ip() is the right-most forwarded address (the one the proxy appended); the socket address when the header is missing or that entry is not an address', async () => {
      const asService = { key: t.serviceKey };
      const ip = async (xff?: string) => (await rpc(t, 'request_ip', {}, { ...asService, headers: xff ? { 'X-Forwarded-For': xff } : {} })).body;
      expect(await ip('198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
      expect(await ip('203.0.113.7')).toBe('203.0.113.7');
      expect(await ip(' 2001:db8::7 ')).toBe('2001:db8::/64'); // an IPv6 client counts by its /64
      expect(await ip()).toBe('127.0.0.1');
      expect(await ip('203.0.113.7, nonsense')).toBe('127.0.0.1');
    });

    it('the contact limit counts per forwarded client, however it prefixes the header: 12 from one, 10 stored; a second client is unaffected', async () => {
      const { statuses, tag } = await inOneWindow(t.db, (ip) => `contact:ip:${ip}`, ['198.51.100.20', '198.51.100.30'], async (client) => {
        const tag = `proxied${client.replaceAll('.', '')}`;
        const statuses: number[] = [];
        for (let i = 0; i < 12; i += 1) {
          // The client sends X-Forwarded-For: 192.0.2.<i>; the proxy appends the address it saw.
          const headers = { 'X-Forwarded-For': `192.0.2.${i}, ${client}` };
          statuses.push((await rpc(t, 'submit_contact_request', contactForm(tag), { headers })).status);
        }
        return { statuses, tag };
      });
      expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
      expect(await storedContacts(t, tag)).toBe(10);
      const next = await rpc(t, 'submit_contact_request', contactForm(tag), { headers: { 'X-Forwarded-For': '192.0.2.1, 198.51.100.21' } });
      expect(next.status).toBe(200);
      expect(await storedContacts(t, tag)).toBe(11);
    });
  });

  describe('with TRUST_PROXY=2 (a CDN in front of a load balancer)', () => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(backend, { TRUST_PROXY: '2' });
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('request_ip() is the second entry from the right; the left-most when the header is shorter', async () => {
      const asService = { key: t.serviceKey };
      const ip = async (xff: string) => (await rpc(t, 'request_ip', {}, { ...asService, headers: { 'X-Forwarded-For': xff } })).body;
      expect(await ip('192.0.2.1, 203.0.113.8, 10.0.0.1')).toBe('203.0.113.8');
      expect(await ip('203.0.113.8, 10.0.0.1')).toBe('203.0.113.8');
      expect(await ip('10.0.0.1')).toBe('10.0.0.1');
    });
  });
});
