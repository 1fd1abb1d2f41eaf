// How many images are rendered at once. sharp runs each render on libuv's thread pool — the four threads that
// bcrypt (sign-in), file reads and zlib also need — so without a limit of its own a few clients asking for new
// AVIF variants took every thread and every core, and sign-in waited seconds. At most `concurrency` renders run
// (≤ one per CPU), each on one libvips thread (sharp.concurrency(1) in render.ts); others wait in a bounded queue per
// lane, and past it the render is refused at once with 503 and Retry-After instead of piling up. One anonymous client
// may hold only so many of the places (running or waiting; 429 past them), so one client cannot fill the queue.
// Two lanes: signed-in callers, the service role and signed URLs (`priority`) are served before anonymous ones, so
// an anonymous flood never keeps the editors' own previews waiting behind it.
// One per process, like the pool it protects (`RENDER_SLOTS`): every app in the process shares it.
import { availableParallelism } from 'node:os';
import { rendersBusy, tooManyRenders } from './render-refusal.ts';

export type RenderLane = 'priority' | 'anonymous';

export interface RenderSlotLimits {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting, per lane; one more is refused. */
  queue: number;
  /** Renders one client (given to run()) may have running or waiting. */
  perClient: number;
  /** What a refusal's Retry-After says. */
  retryAfterSeconds: number;
}

/**
 * One render per CPU but one, at least one: a core is left to the requests (sign-in's bcrypt, file reads) that are not
 * renders. bench/variant-flood.ts on the shared two-core machine: sign-in p50 under 4 flooding clients 1.42× idle
 * with one slot, 1.80× with two (load average 16–20). The queue holds a page's worth of new images (a blog index's
 * cards, a media library screen: a browser asks for 6–16 at once) for a few visitors: 64 per lane, 16 per client — a
 * queued render is a closure (its source is read once it runs), so waiting costs no memory to speak of.
 */
export function defaultSlotLimits(cpus = availableParallelism()): RenderSlotLimits {
  const concurrency = Math.max(1, cpus - 1);
  return { concurrency, queue: 64, perClient: 16, retryAfterSeconds: 1 };
}

export interface SlotState {
  running: number;
  waiting: Record<RenderLane, number>;
}

export class RenderSlots {
  private running = 0;
  private readonly queues: Record<RenderLane, (() => void)[]> = { priority: [], anonymous: [] };
  private readonly watchers = new Set<() => void>();
  private readonly byClient = new Map<string, number>();
  /**
   * Awaited by each render once it holds a slot, before it starts. Tests hold it to keep slots busy; null in use.
   */
  gate: (() => Promise<void>) | null = null;

  constructor(public limits: RenderSlotLimits = defaultSlotLimits()) {}

  get state(): SlotState {
    return {
      running: this.running,
      waiting: { priority: this.queues.priority.length, anonymous: this.queues.anonymous.length },
    };
  }

  /**
   * Runs `render` in a slot: now, after the ones queued before it, or not at all (a `RenderRefusal`: 503 when the
   * lane's queue is full, 429 when `client` already has `perClient` renders running or waiting).
   */
  async run<T>(lane: RenderLane, render: () => Promise<T>, client?: string): Promise<T> {
    const held = client === undefined ? 0 : (this.byClient.get(client) ?? 0);
    if (held >= this.limits.perClient) throw tooManyRenders(this.limits.retryAfterSeconds);
    const queue = this.queues[lane];
    const mustWait = this.running >= this.limits.concurrency;
    if (mustWait && queue.length >= this.limits.queue) throw rendersBusy(this.limits.retryAfterSeconds);
    if (client !== undefined) this.byClient.set(client, held + 1);
    if (mustWait) {
      // The slot is handed over by the render that ends (running stays counted), so no newcomer can take it first.
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        this.changed();
      });
    } else {
      this.running += 1;
      this.changed();
    }
    try {
      if (this.gate) await this.gate();
      return await render();
    } finally {
      if (client !== undefined) {
        const left = (this.byClient.get(client) ?? 1) - 1;
        if (left > 0) this.byClient.set(client, left);
        else this.byClient.delete(client);
      }
      const next = this.queues.priority.shift() ?? this.queues.anonymous.shift();
      if (next) next();
      else this.running -= 1;
      this.changed();
    }
  }

  /** Resolves once `ready(state)` holds (checked now and after every change): tests wait on it instead of sleeping. */
  until(ready: (s: SlotState) => boolean): Promise<void> {
    if (ready(this.state)) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => {
        if (!ready(this.state)) return;
        this.watchers.delete(check);
        resolve();
      };
      this.watchers.add(check);
    });
  }

  private changed(): void {
    for (const check of [...this.watchers]) check();
  }
}

export const RENDER_SLOTS = new RenderSlots();
