// Requests from a chosen socket address: every 127.0.0.0/8 address is loopback on Linux, so a test can play
// two real clients (127.0.0.1 and 127.0.0.2) without trusting any header — what per-IP limits key on.
import { request } from 'node:http';
import type { Database } from '../../src/db/types.ts';

export interface FromInit {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's socket address; 127.0.0.1 unless given. */
  from?: string;
}

export interface FromReply {
  status: number;
  body: unknown;
}

export function requestFrom(url: string, init: FromInit = {}): Promise<FromReply> {
  const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
  const headers: Record<string, string> = { ...init.headers };
  if (payload !== undefined) headers['Content-Type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? (payload ? 'POST' : 'GET'), headers, localAddress: init.from ?? '127.0.0.1' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Runs `burst` as the client `ips[0]` and returns what it returns — unless its hits were counted in two of
 * the SQL limit's fixed windows (aligned on the clock, `floor(epoch / window)`): a window edge passed
 * during the burst and split its count. Then the burst runs again as `ips[1]`; the next edge is a whole
 * window away, so that run lands in one. Nothing waits for the clock.
 */
export async function inOneWindow<T>(
  db: Database,
  bucketOf: (ip: string) => string,
  ips: [string, string],
  burst: (ip: string) => Promise<T>,
): Promise<T> {
  for (const ip of ips) {
    const result = await burst(ip);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.rate_limit_counters where bucket = $1`,
      [bucketOf(ip)],
    );
    if ((rows[0]?.n ?? 0) === 1) return result;
  }
  throw new Error('a window edge passed during both bursts');
}

/** A unique contact-form submission (the SQL also limits 5 per e-mail address per hour). */
let counter = 0;
export function contactForm(tag: string): Record<string, string> {
  counter += 1;
  return { first_name: 'Ann', last_name: 'Lee', email: `${tag}.${Date.now().toString(36)}.${counter}@example.com`, message: 'Hello' };
}
