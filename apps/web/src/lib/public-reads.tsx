// What the public pages read as `anon` (the blog's posts), kept while the visitor stays on the public site —
// the blog's first load without TanStack Query (10 KB of its 100 KB budget, ADR 0019). The same rules as the
// app's query client (lib/query-client.ts, SPEC §7): a result stays fresh for 5 minutes, a failed read is
// tried once more. A server-rendered page starts with what the server read for it (SsrState.reads, written
// by entry-server.tsx under the same keys), so hydrating it reads nothing.
import { useContext, useEffect, useSyncExternalStore } from 'react';
import { PublicReadsContext } from './public-reads-provider';

export const FRESH_MS = 5 * 60 * 1000;

export type ReadState<T> =
  { status: 'pending' } | { status: 'success'; data: T; at: number } | { status: 'error'; error: unknown };

const PENDING: ReadState<never> = { status: 'pending' };

/** Reads by key, each shared by every page that asks for it, with who is watching each. */
export class PublicReads {
  private states = new Map<string, ReadState<unknown>>();
  private watchers = new Map<string, Set<() => void>>();
  private running = new Map<string, Promise<void>>();

  constructor(seed: Record<string, unknown> = {}, now = Date.now()) {
    for (const [key, data] of Object.entries(seed))
      this.states.set(key, { status: 'success', data, at: now });
  }

  get<T>(key: string): ReadState<T> {
    return (this.states.get(key) ?? PENDING) as ReadState<T>;
  }

  set<T>(key: string, state: ReadState<T>): void {
    this.states.set(key, state);
    this.watchers.get(key)?.forEach((notify) => notify());
  }

  watch(key: string, notify: () => void): () => void {
    const set = this.watchers.get(key) ?? new Set();
    set.add(notify);
    this.watchers.set(key, set);
    return () => set.delete(notify);
  }

  /** Whether `key` has no result younger than FRESH_MS (and none is being read). */
  needsRead(key: string, now = Date.now()): boolean {
    const state = this.states.get(key);
    if (this.running.has(key)) return false;
    return state?.status !== 'success' || now - state.at >= FRESH_MS;
  }

  /** Reads `key` (once more after a failure). A failed read again keeps a result it already had. */
  load<T>(key: string, read: () => Promise<T>): Promise<void> {
    const running = this.running.get(key);
    if (running) return running;
    const attempt = () => read().catch(() => read());
    const done = attempt().then(
      (data) => this.set(key, { status: 'success', data, at: Date.now() }),
      (error: unknown) => {
        if (this.get(key).status === 'success') console.error(`Reading ${key} again failed`, error);
        else this.set(key, { status: 'error', error });
      },
    );
    const tracked = done.finally(() => this.running.delete(key));
    this.running.set(key, tracked);
    return tracked;
  }
}

/** The store of the public layout the page is in (lib/public-reads-provider.tsx), made on first use. */
export function usePublicReads(): PublicReads {
  const slot = useContext(PublicReadsContext);
  if (!slot) throw new Error('usePublicReads must be used inside <PublicReadsProvider>');
  slot.store ??= new PublicReads(slot.seed, slot.at);
  return slot.store as PublicReads;
}

export interface PublicRead<T> {
  data: T | undefined;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/** The result of `read` under `key` (null: nothing to read yet), read when missing or no longer fresh. */
export function usePublicRead<T>(key: string | null, read: () => Promise<T>): PublicRead<T> {
  const reads = usePublicReads();
  const current = () => (key === null ? (PENDING as ReadState<T>) : reads.get<T>(key));
  const state = useSyncExternalStore(
    (notify) => (key === null ? () => {} : reads.watch(key, notify)),
    current,
    current,
  );
  useEffect(() => {
    if (key !== null && reads.needsRead(key)) void reads.load(key, read);
    // `key` names what `read` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reads]);
  return {
    data: state.status === 'success' ? state.data : undefined,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
