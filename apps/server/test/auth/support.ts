// Helpers shared by the auth suites: raw calls with supabase-js's headers, JWT decoding, auth env.
import { decodeJwt } from 'jose';
import type { TestServer } from '../support/test-server.ts';

/** Sets auth-only settings (read from process.env when the routes are built); returns a restore function. */
export function withAuthEnv(values: Record<string, string>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]));
  Object.assign(process.env, values);
  return () => {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

export interface RawInit {
  method?: string;
  body?: unknown;
  bearer?: string | null;
  headers?: Record<string, string>;
  apiVersion?: boolean;
}

/** A request to /auth/v1 shaped like supabase-js's (apikey, api version header), for wire-level checks. */
export async function authFetch(t: TestServer, path: string, init: RawInit = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: t.anonKey, ...init.headers };
  if (init.apiVersion !== false) headers['X-Supabase-Api-Version'] = '2024-01-01';
  if (init.bearer !== null) headers.Authorization = `Bearer ${init.bearer ?? t.anonKey}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json;charset=UTF-8';
  return fetch(`${t.url}/auth/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? null : JSON.stringify(init.body),
    redirect: 'manual',
  });
}

export function claimsOf(token: string): Record<string, unknown> {
  return decodeJwt(token) as Record<string, unknown>;
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export const GOOD_PASSWORD = 'correct-horse-battery';

export interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link: string;
  kind: string;
}

/** The newest mail to `recipient` (server.outbox), or undefined. */
export async function lastMail(t: TestServer, recipient: string): Promise<OutboxRow | undefined> {
  const { rows } = await t.db.query<OutboxRow>(
    `select id, recipient, subject, body, link, kind from server.outbox where recipient = $1 order by id desc limit 1`,
    [recipient.toLowerCase()],
  );
  return rows[0];
}

/** The six-digit code printed in a mail. */
export function codeIn(mail: OutboxRow): string {
  const m = /code: (\d{6})/.exec(mail.body);
  if (!m?.[1]) throw new Error(`no code in mail: ${mail.body}`);
  return m[1];
}

/** Follows an e-mailed link against the test server (links point at SITE_URL), without following the redirect. */
export async function followLink(t: TestServer, link: string): Promise<{ status: number; location: string }> {
  const u = new URL(link);
  const res = await fetch(`${t.url}${u.pathname}${u.search}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** Parameters of a redirect's fragment (implicit flow) merged over its query. */
export function redirectParams(location: string): Record<string, string> {
  const u = new URL(location);
  return { ...Object.fromEntries(u.searchParams), ...Object.fromEntries(new URLSearchParams(u.hash.slice(1))) };
}
