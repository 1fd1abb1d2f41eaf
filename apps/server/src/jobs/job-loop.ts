// A background job's rhythm: one pass now, then the next after the delay the pass asks for. `wake()` runs a
// pass at once (after the running one, never two at a time) — for work that another part of this process
// just created, such as a post scheduled through the data API. Timed with a Timer (clock.ts), so tests fire
// the pauses themselves instead of waiting.
import { realTimer, type Timer } from '../clock.ts';
import type { Logger } from '../http/logger.ts';

export interface JobLoop {
  /** Runs a pass as soon as the current one (if any) ends. */
  wake(): void;
  /** Cancels the next pass and waits for a running one. */
  stop(): Promise<void>;
}

export interface JobLoopOptions {
  name: string;
  logger: Logger;
  timer?: Timer;
  /** One pass; resolves to how long to pause before the next (ms). */
  pass: () => Promise<number>;
  /** The pause after a failed pass. */
  retryMs: number;
}

export function startJobLoop(opts: JobLoopOptions): JobLoop {
  const timer = opts.timer ?? realTimer;
  let stopped = false;
  let cancel = () => {};
  let running: Promise<void> | null = null;
  let again = false;

  const run = () => {
    cancel();
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = opts
      .pass()
      .catch((err: unknown) => {
        if (!stopped) opts.logger.error({ err, job: opts.name }, 'background job pass failed');
        return opts.retryMs;
      })
      .then((pause) => {
        running = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
          return;
        }
        cancel = timer(Math.max(0, pause), run);
      });
  };
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      cancel();
      await running;
    },
  };
}
