// Time as a dependency. Code that waits takes a Timer, code that reads the time takes a now(); both default
// to the real clock, and tests pass their own (test/support/manual-timers.ts), so no test sleeps or reads
// the wall clock to know that something happened.

/** Calls `fire` after `ms` unless the returned function is called first. */
export type Timer = (ms: number, fire: () => void) => () => void;

/** The real clock's. It never keeps the process alive by itself (what is waited for does, if anything). */
export const realTimer: Timer = (ms, fire) => {
  const t = setTimeout(fire, ms).unref();
  return () => clearTimeout(t);
};
