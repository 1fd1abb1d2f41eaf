// The blog's reads without TanStack Query (ADR 0019) keep its rules (SPEC §7): what the server read is used
// as it is, a result is fresh for 5 minutes, a failed read is tried once more, a read already running is
// not started twice, and a failed re-read keeps the result the page shows.
import { describe, expect, it, vi } from 'vitest';
import { FRESH_MS, PublicReads } from './public-reads';

describe('PublicReads', () => {
  it('starts from what the server read: no read while it is fresh, one once it is not', () => {
    const reads = new PublicReads({ list: ['a'] }, 1_000);
    expect(reads.get('list')).toEqual({ status: 'success', data: ['a'], at: 1_000 });
    expect(reads.needsRead('list', 1_000 + FRESH_MS - 1)).toBe(false);
    expect(reads.needsRead('list', 1_000 + FRESH_MS)).toBe(true);
    expect(reads.get('other')).toEqual({ status: 'pending' });
    expect(reads.needsRead('other')).toBe(true);
  });

  it('tries a failed read once more, and tells those watching the key', async () => {
    const reads = new PublicReads();
    const read = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce('post');
    const notify = vi.fn();
    reads.watch('post', notify);
    await reads.load('post', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(reads.get('post')).toMatchObject({ status: 'success', data: 'post' });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('an error after two failures; a read already running is shared, not repeated', async () => {
    const reads = new PublicReads();
    const read = vi.fn().mockRejectedValue(new Error('down'));
    const first = reads.load('post', read);
    expect(reads.needsRead('post')).toBe(false);
    await Promise.all([first, reads.load('post', read)]);
    expect(read).toHaveBeenCalledTimes(2);
    expect(reads.get('post')).toMatchObject({ status: 'error' });
  });

  it('a failed re-read keeps the result already shown (and says so in the console)', async () => {
    const reads = new PublicReads({ post: 'old' }, 0);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await reads.load('post', () => Promise.reject(new Error('down')));
    expect(reads.get('post')).toMatchObject({ status: 'success', data: 'old' });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
