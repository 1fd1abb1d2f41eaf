import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveQueue, type AutosaveState } from './autosave-queue';

const DELAY = 2000;

/** A save whose every call waits until the test settles it. */
function controlledSave() {
  const calls: Array<{ values: string; resolve(at: string): void; reject(e: unknown): void }> = [];
  const save = (values: string) =>
    new Promise<{ savedAt: string }>((resolve, reject) => {
      calls.push({ values, resolve: (at) => resolve({ savedAt: at }), reject });
    });
  return { calls, save };
}

function setup() {
  const { calls, save } = controlledSave();
  const states: AutosaveState[] = [];
  const saved: Array<[string, boolean]> = [];
  const queue = new AutosaveQueue<string>({
    save,
    delayMs: DELAY,
    maxDelayMs: 8000,
    onState: (s) => states.push(s),
    onSaved: (values, latest) => saved.push([values, latest]),
  });
  const kinds = () => states.map((s) => s.kind);
  return { calls, states, saved, queue, kinds };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AutosaveQueue', () => {
  it('saves once, the last values, a delay after the last change', async () => {
    const { calls, queue, kinds, saved } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(1500);
    queue.change('ab');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.values)).toEqual(['ab']);
    expect(kinds()).toEqual(['saving']);
    calls[0]!.resolve('2026-01-01T10:42:00Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds()).toEqual(['saving', 'saved']);
    expect(saved).toEqual([['ab', true]]);
  });

  it('retries a failure with back-off, keeping the failure shown until it succeeds', async () => {
    const { calls, queue, kinds, states } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ kind: 'failed', error: new Error('offline') });
    // First retry after the delay, the next after twice the delay.
    await vi.advanceTimersByTimeAsync(DELAY - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(2 * DELAY - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    calls[2]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    // …capped at maxDelayMs (8 s, not 16 s).
    calls.length = 0;
    await vi.advanceTimersByTimeAsync(8000);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('2026-01-01T10:43:00Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(kinds()).toEqual(['saving', 'failed', 'failed', 'failed', 'saved']);
  });

  it('retries at once when told (back online)', async () => {
    const { calls, queue } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    queue.retryNow();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.values).toBe('a');
  });

  it('saves a change made during a save right after it, with the newest values', async () => {
    const { calls, queue, saved } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    queue.change('ab');
    await vi.advanceTimersByTimeAsync(DELAY); // its timer fires while 'a' is still in flight
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('t1');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([['a', false]]);
    expect(calls.map((c) => c.values)).toEqual(['a', 'ab']);
    calls[1]!.resolve('t2');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual([
      ['a', false],
      ['ab', true],
    ]);
  });

  it('pause cancels a waiting save and waits for one in flight; nothing is sent until resume', async () => {
    const { calls, queue } = setup();
    queue.change('a');
    await vi.advanceTimersByTimeAsync(DELAY);
    queue.change('ab');
    let paused = false;
    const pausing = queue.pause().then(() => (paused = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(paused).toBe(false); // 'a' is still in flight
    calls[0]!.resolve('t1');
    await pausing;
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    queue.change('abc');
    queue.retryNow();
    await vi.advanceTimersByTimeAsync(DELAY * 10);
    expect(calls).toHaveLength(1);
    queue.resume();
    await vi.advanceTimersByTimeAsync(DELAY);
    expect(calls.map((c) => c.values)).toEqual(['a', 'abc']);
  });

  it('forget drops unsaved values and the state', async () => {
    const { calls, queue, states } = setup();
    queue.change('a');
    queue.forget();
    await vi.advanceTimersByTimeAsync(DELAY * 5);
    expect(calls).toHaveLength(0);
    expect(states).toEqual([{ kind: 'idle' }]);
  });
});
