// Timers a test fires itself (the Timer of src/clock.ts): code that waits is moved on by the test, at the
// moment the test chooses, instead of the test sleeping until the real clock gets there.
import type { Timer } from '../../src/clock.ts';

export interface ArmedTimer {
  /** The delay the code asked for. */
  ms: number;
  /** Runs the timer's callback now (nothing if it was cancelled or has fired). */
  fire(): void;
}

export interface ManualTimers {
  timer: Timer;
  /** Timers started and neither fired nor cancelled. */
  running(): number;
  /** The oldest running timer, or the next one to start: an event, never a wait on the clock. */
  next(): Promise<ArmedTimer>;
}

export function manualTimers(): ManualTimers {
  const running: ArmedTimer[] = [];
  const waiting: ((armed: ArmedTimer) => void)[] = [];
  const timer: Timer = (ms, fire) => {
    /** Takes the timer off the running list; false when it was no longer on it. */
    const stop = () => {
      const at = running.indexOf(armed);
      if (at >= 0) running.splice(at, 1);
      return at >= 0;
    };
    const armed: ArmedTimer = { ms, fire: () => stop() && fire() };
    running.push(armed);
    waiting.shift()?.(armed);
    return () => void stop();
  };
  return {
    timer,
    running: () => running.length,
    next() {
      const first = running[0];
      return first ? Promise.resolve(first) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}
