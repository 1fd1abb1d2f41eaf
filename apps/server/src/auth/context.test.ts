// Request helpers: client IP (X-Forwarded-For only behind a trusted proxy), redirect allow-list, e-mail shape.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { clientIp, normaliseEmail, safeRedirect } from './context.ts';
import { AuthError } from './errors.ts';

const deps = (allowed: string[] = []) =>
  ({ config: { siteUrl: 'https://advisory.example', allowedRedirects: allowed } }) as unknown as AppDeps;

describe('clientIp', () => {
  const app = (trustedHops: number) => {
    const a = new Hono();
    a.get('/', (c) => c.json({ ip: clientIp(c, trustedHops) }));
    return a;
  };
  it('ignores X-Forwarded-For unless proxies are trusted; then reads it from the right, one entry per hop', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.5, 10.0.0.1' };
    expect(await (await app(0).request('/', { headers })).json()).toEqual({ ip: null });
    expect(await (await app(1).request('/', { headers })).json()).toEqual({ ip: '10.0.0.1' });
    expect(await (await app(2).request('/', { headers })).json()).toEqual({ ip: '203.0.113.5' });
  });
});

describe('safeRedirect', () => {
  it.each([
    [undefined, [], 'https://advisory.example'],
    ['https://advisory.example/welcome?x=1', [], 'https://advisory.example/welcome?x=1'],
    ['https://evil.example/', [], 'https://advisory.example'],
    ['https://advisory.example.evil.example/', [], 'https://advisory.example'],
    ['javascript:alert(1)', [], 'https://advisory.example'],
    ['not a url', [], 'https://advisory.example'],
    ['http://localhost:5173/cb', ['http://localhost:5173'], 'http://localhost:5173/cb'],
    ['https://partner.example/app/page', ['https://partner.example/app/'], 'https://partner.example/app/page'],
    ['https://partner.example/other', ['https://partner.example/app/'], 'https://advisory.example'],
  ])('%s with %j → %s', (raw, allowed, expected) => {
    expect(safeRedirect(deps(allowed), raw)).toBe(expected);
  });
});

describe('normaliseEmail', () => {
  it('lower-cases and trims; rejects malformed addresses with validation_failed', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
    for (const bad of ['ann', 'ann@', '@x.io', 'a b@x.io', `${'a'.repeat(251)}@x.io`]) {
      expect(() => normaliseEmail(bad)).toThrow(AuthError);
    }
  });
});
