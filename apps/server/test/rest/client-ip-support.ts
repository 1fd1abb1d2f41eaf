// Requests from a chosen socket address: every 127.0.0.0/8 address is loopback on Linux, so a test can play
// two real clients (127.0.0.1 and 127.0.0.2) without trusting any header — what per-IP limits key on.
import { request } from 'node:http';

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
 * The SQL limits count in fixed windows aligned on the clock (`floor(epoch / window)`); a burst that
 * straddles a window edge would be counted in two windows. Waits (at most `needSeconds`) until the current
 * window has that much time left.
 */
export async function awayFromWindowEdge(windowSeconds: number, needSeconds: number): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < needSeconds) await new Promise((r) => setTimeout(r, left * 1000 + 50));
}

/** A unique contact-form submission (the SQL also limits 5 per e-mail address per hour). */
let counter = 0;
export function contactForm(tag: string): Record<string, string> {
  counter += 1;
  return { first_name: 'Ann', last_name: 'Lee', email: `${tag}.${Date.now().toString(36)}.${counter}@example.com`, message: 'Hello' };
}
