import { describe, expect, it } from 'vitest';
import { RenderRefusal } from './render-refusal.ts';
import { defaultSlotLimits, RenderSlots } from './render-slots.ts';

/** A render the test finishes when it wants, and that says when it started. */
function heldRender(log: string[], name: string) {
  let finish!: () => void;
  let began!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (began = resolve));
  return {
    finish,
    started,
    run: async () => {
      log.push(name);
      began();
      await done;
      return name;
    },
  };
}

describe('RenderSlots', () => {
  it('runs at most `concurrency` renders, queues a bounded number and refuses the next with 503', async () => {
    const slots = new RenderSlots({ concurrency: 1, queue: 1, retryAfterSeconds: 3, perClient: 10 });
    const log: string[] = [];
    const a = heldRender(log, 'a');
    const b = heldRender(log, 'b');
    const ra = slots.run('anonymous', a.run);
    const rb = slots.run('anonymous', b.run);
    await slots.until((s) => s.running === 1 && s.waiting.anonymous === 1);
    expect(log).toEqual(['a']);
    const refused = await slots.run('anonymous', async () => 'c').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RenderRefusal);
    expect(refused).toMatchObject({ httpStatus: 503, retryAfterSeconds: 3, code: 'SlowDown' });
    a.finish();
    expect(await ra).toBe('a');
    await b.started;
    expect(log).toEqual(['a', 'b']);
    b.finish();
    expect(await rb).toBe('b');
    expect(slots.state).toEqual({ running: 0, waiting: { priority: 0, anonymous: 0 } });
  });

  it('serves the priority lane first, with a queue of its own', async () => {
    const slots = new RenderSlots({ concurrency: 1, queue: 1, retryAfterSeconds: 1, perClient: 10 });
    const log: string[] = [];
    const first = heldRender(log, 'first');
    const anon = heldRender(log, 'anon');
    const staff = heldRender(log, 'staff');
    const runs = [
      slots.run('anonymous', first.run),
      slots.run('anonymous', anon.run),
      slots.run('priority', staff.run),
    ];
    await slots.until((s) => s.waiting.anonymous === 1 && s.waiting.priority === 1);
    first.finish();
    await staff.started;
    expect(log).toEqual(['first', 'staff']);
    staff.finish();
    anon.finish();
    expect(await Promise.all(runs)).toEqual(['first', 'anon', 'staff']);
  });

  it('frees the slot when a render fails', async () => {
    const slots = new RenderSlots({ concurrency: 1, queue: 0, retryAfterSeconds: 1, perClient: 10 });
    await expect(slots.run('anonymous', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await slots.run('anonymous', async () => 'next')).toBe('next');
  });

  it('holds renders at a gate once they have a slot', async () => {
    const slots = new RenderSlots({ concurrency: 2, queue: 0, retryAfterSeconds: 1, perClient: 10 });
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    slots.gate = () => gate;
    const started: number[] = [];
    const runs = [1, 2].map((n) => slots.run('priority', async () => started.push(n)));
    await slots.until((s) => s.running === 2);
    expect(started).toEqual([]);
    await expect(slots.run('priority', async () => 3)).rejects.toBeInstanceOf(RenderRefusal);
    open();
    await Promise.all(runs);
    expect(started.sort()).toEqual([1, 2]);
  });

  it('lets one client hold only `perClient` places, running or waiting (429), others unaffected', async () => {
    const slots = new RenderSlots({ concurrency: 1, queue: 10, retryAfterSeconds: 1, perClient: 2 });
    const log: string[] = [];
    const a = heldRender(log, 'a');
    const b = heldRender(log, 'b');
    const runs = [slots.run('anonymous', a.run, 'x'), slots.run('anonymous', b.run, 'x')];
    await slots.until((s) => s.running === 1 && s.waiting.anonymous === 1);
    const third = await slots.run('anonymous', async () => 'c', 'x').catch((e: unknown) => e);
    expect(third).toMatchObject({ httpStatus: 429, code: 'SlowDown' });
    const other = slots.run('anonymous', async () => 'y', 'y');
    await slots.until((s) => s.waiting.anonymous === 2);
    a.finish();
    b.finish();
    expect([...(await Promise.all(runs)), await other]).toEqual(['a', 'b', 'y']);
    expect(await slots.run('anonymous', async () => 'again', 'x')).toBe('again'); // its places were given back
  });

  it('defaults to at most one render per CPU, never none', () => {
    for (const cpus of [1, 2, 4, 16]) {
      const limits = defaultSlotLimits(cpus);
      expect(limits.concurrency).toBeGreaterThanOrEqual(1);
      expect(limits.concurrency).toBeLessThanOrEqual(cpus);
      expect(limits.queue).toBeGreaterThan(0);
    }
  });
});
