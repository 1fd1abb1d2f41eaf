import { describe, expect, it, vi } from 'vitest';
import { loadClient, prefetchClient, sessionPending, storageKey } from './supabase-loader';

// The client's chunk failing to download (a network blip while the visitor fills in the sign-in form).
vi.mock('./supabase', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const empty = { getItem: () => null };
const none = { hash: '', search: '' };

describe('supabase loader', () => {
  it('derives the storage key from the first label of the API host, as supabase-js does', () => {
    expect(storageKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
    expect(storageKey('http://localhost:3000')).toBe('sb-localhost-auth-token');
  });

  it('needs the client for a stored session or an auth redirect only', () => {
    expect(sessionPending('http://localhost:3000', empty, none)).toBe(false);
    const stored = { getItem: (k: string) => (k === 'sb-localhost-auth-token' ? '{}' : null) };
    expect(sessionPending('http://localhost:3000', stored, none)).toBe(true);
    expect(
      sessionPending('http://localhost:3000', empty, { hash: '#access_token=x&type=recovery', search: '' }),
    ).toBe(true);
    expect(sessionPending('http://localhost:3000', empty, { hash: '', search: '?code=abc' })).toBe(true);
    expect(sessionPending('http://localhost:3000', empty, { hash: '#main', search: '?q=code' })).toBe(false);
  });

  it('a prefetch leaves a failed download to the submit, which reports it', async () => {
    // An unhandled rejection here would fail the run.
    prefetchClient();
    // The prefetch's import has failed by now (an event: every import begun has settled).
    await vi.dynamicImportSettled();
    await expect(loadClient()).rejects.toThrow();
  });
});
