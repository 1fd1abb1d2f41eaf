import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
const { autosaveQueryOptions } = await import('./get-autosave');

describe('autosaveQueryOptions', () => {
  it('reads the autosave once per opening: no refetch on reconnect or focus, nothing kept after', async () => {
    const options = autosaveQueryOptions('user', 'post');
    expect(options.refetchOnReconnect).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.gcTime).toBe(0);
    // Never stale while open: a cache that is asked again answers what it read when the editor opened.
    const client = new QueryClient();
    let reads = 0;
    const opts = {
      ...options,
      queryFn: () => {
        reads += 1;
        return Promise.resolve(null);
      },
    };
    await client.fetchQuery(opts);
    await client.fetchQuery(opts);
    expect(reads).toBe(1);
  });
});
