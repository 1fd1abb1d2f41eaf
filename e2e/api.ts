// The test process's own line to the server: the anon and service-role keys derived from the e2e run's
// JWT_SECRET exactly as the server derives them (apps/server/src/http/keys.ts). The service key stays in
// this Node process — it is never put into a browser page or its storage.
import type { APIRequestContext } from '@playwright/test';
import type { Tables } from '@advisory/site/database-types';
import { deriveKeys } from '../apps/server/src/http/keys.ts';
import { E2E_JWT_SECRET } from '../playwright.config.ts';
import { expect } from '@playwright/test';

export type Role = Tables<'profiles'>['role'];

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
  role: Role;
}

/** What the password grant returns, which is also what supabase-js keeps in local storage. */
export interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: { id: string };
}

/** A client IP of its own per call: per-IP auth limits never couple tests (the server trusts it in e2e). */
export function randomIp(): string {
  const b = () => 1 + Math.floor(Math.random() * 250);
  return `10.${b()}.${b()}.${b()}`;
}

const keysPromise = deriveKeys(E2E_JWT_SECRET);

export interface Api {
  anonKey: string;
  /** A REST call as the service role (bypasses RLS): seeding and cleanup. Fails the test on an error. */
  service<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown): Promise<T>;
  /** A REST call as a signed-in user (RLS applies); returns the raw response for the test to judge. */
  asUser(
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): ReturnType<APIRequestContext['fetch']>;
  createUser(role: Role, fullName: string): Promise<TestUser>;
  deleteUser(id: string): Promise<void>;
  signIn(user: Pick<TestUser, 'email' | 'password'>): Promise<Session>;
}

/**
 * A kept-alive connection that the server closes as idle (Node's 5 s keep-alive) just as the next request goes out
 * fails with ECONNRESET. Browsers retry an idempotent request on such a connection; so does this helper (once).
 * A POST or PATCH is never retried: it might have been applied.
 */
async function fetchRetryingReset(
  request: APIRequestContext,
  path: string,
  options: NonNullable<Parameters<APIRequestContext['fetch']>[1]>,
): ReturnType<APIRequestContext['fetch']> {
  try {
    return await request.fetch(path, options);
  } catch (err) {
    const idempotent = ['GET', 'HEAD', 'DELETE', 'PUT'].includes(
      String(options.method ?? 'GET').toUpperCase(),
    );
    if (!idempotent || !/ECONNRESET/.test(String(err))) throw err;
    return request.fetch(path, options);
  }
}

export async function createApi(request: APIRequestContext): Promise<Api> {
  const { anonKey, serviceKey } = await keysPromise;
  const serviceHeaders = { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` };

  const service: Api['service'] = async (method, path, data) => {
    const res = await fetchRetryingReset(request, path, {
      method,
      data,
      headers: { ...serviceHeaders, Prefer: 'return=representation' },
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as never;
  };

  const signIn: Api['signIn'] = async ({ email, password }) => {
    const res = await request.post('/auth/v1/token?grant_type=password', {
      headers: { apikey: anonKey, 'X-Forwarded-For': randomIp() },
      data: { email, password },
    });
    expect(res.ok(), `password grant for ${email}: ${await res.text()}`).toBe(true);
    return (await res.json()) as Session;
  };

  return {
    anonKey,
    service,
    asUser: (token, method, path, data) =>
      fetchRetryingReset(request, path, {
        method,
        data,
        headers: { apikey: anonKey, Authorization: `Bearer ${token}` },
      }),
    async createUser(role, fullName) {
      const email = `e2e-${role}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.test`;
      const password = `pw-${Math.random().toString(36).slice(2)}-e2e`;
      const created = await service<{ id: string }>('POST', '/auth/v1/admin/users', {
        email,
        password,
        email_confirm: true,
        user_metadata: { full_name: fullName },
      });
      // Every sign-up is a contributor; the role changes only through set_user_role (DESIGN.md §3).
      if (role !== 'contributor') {
        await service('POST', '/rest/v1/rpc/set_user_role', { user_uuid: created.id, new_role: role });
      }
      return { id: created.id, email, password, fullName, role };
    },
    async deleteUser(id) {
      await service('DELETE', `/auth/v1/admin/users/${id}`);
    },
    signIn,
  };
}
