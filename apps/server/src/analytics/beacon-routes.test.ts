// The beacon's routes in process (Hono app.request), for what the suites on real databases cannot cause: a
// database that fails while a retract is answered is a 503 in JSON, logged — never a 500 or an HTML page.
import { describe, expect, it, vi } from 'vitest';
import { signAccessToken } from '../auth/tokens/jwt.ts';
import type { Database } from '../db/types.ts';
import { deriveKeys } from '../http/keys.ts';
import type { Logger } from '../http/logger.ts';
import { beaconRoutes } from './beacon-routes.ts';
import type { Collector } from './collector.ts';

const USER = '11111111-2222-4333-8444-555555555555';
const SESSION = '66666666-7777-4888-8999-000000000000';

describe('beaconRoutes', () => {
  it('answers 503 JSON when the database fails during a retract, and logs it', async () => {
    const keys = await deriveKeys('beacon-test-secret-beacon-test-secret-01');
    const { token } = await signAccessToken(keys.secret, 'http://x/auth/v1', 3600, {
      userId: USER,
      email: 'e@example.com',
      phone: null,
      role: 'authenticated',
      appMetadata: {},
      userMetadata: {},
      sessionId: SESSION,
      aal: 'aal1',
      amr: [],
      isAnonymous: false,
    });
    const db = {
      query: () => Promise.reject(new Error('connection terminated')),
    } as unknown as Database;
    const warn = vi.fn();
    const collector = { retract: vi.fn(), record: vi.fn() } as unknown as Collector;
    const app = beaconRoutes({
      collector,
      rules: { areaOf: () => 'public', siteHost: 'advisory.example', trustProxy: 0 },
      db,
      keys,
      logger: { warn } as unknown as Logger,
    });
    const res = await app.request('/api/page-view/retract', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0',
      },
      body: '{"path": "/"}',
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'unavailable' });
    expect(warn).toHaveBeenCalledOnce();
    expect(collector.retract).not.toHaveBeenCalled();
  });
});
