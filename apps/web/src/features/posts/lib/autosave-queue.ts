// The timing of autosaves, apart from React and the network so it can be tested with a fake clock:
// a save runs `delayMs` after the last change, one at a time; a failure is retried with back-off
// (delay × 2, × 4 … up to `maxDelayMs`) and at once when `retryNow()` is called (the browser came back
// online); `pause()` stops it and waits for a save in flight, so an explicit save that deletes the autosave
// in the database cannot be followed by a late autosave re-creating it.

export type AutosaveState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; error: unknown };

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AutosaveQueueOptions<T> {
  save(values: T): Promise<{ savedAt: string }>;
  onState(state: AutosaveState): void;
  /** The server has `values`; `latest` is true when nothing changed since they were taken. */
  onSaved?(values: T, latest: boolean): void;
  delayMs: number;
  maxDelayMs?: number;
  timers?: Timers;
}

const realTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export class AutosaveQueue<T> {
  private latest: T | null = null;
  /** `latest` is not on the server yet. */
  private pending = false;
  private paused = false;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private state: AutosaveState = { kind: 'idle' };
  private readonly timers: Timers;

  constructor(private readonly options: AutosaveQueueOptions<T>) {
    this.timers = options.timers ?? realTimers;
  }

  /** The form changed: save these values after the delay (a later change restarts it). */
  change(values: T): void {
    this.latest = values;
    this.pending = true;
    if (!this.paused) this.schedule(this.options.delayMs);
  }

  /** Try a failed or waiting save now (the browser is back online, the editor is closing). */
  retryNow(): void {
    if (this.paused || !this.pending) return;
    this.clear();
    void this.run();
  }

  /** Stop saving; resolves once a save in flight has finished. */
  pause(): Promise<void> {
    this.paused = true;
    this.clear();
    return this.inFlight ?? Promise.resolve();
  }

  /** Save again after a pause (what changed meanwhile goes after the delay). */
  resume(): void {
    this.paused = false;
    if (this.pending) this.schedule(this.options.delayMs);
  }

  /** Forget unsaved values (the form was reset to what is stored) and show nothing. */
  forget(): void {
    this.clear();
    this.pending = false;
    this.latest = null;
    this.failures = 0;
    this.setState({ kind: 'idle' });
  }

  private schedule(ms: number): void {
    this.clear();
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clear(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setState(state: AutosaveState): void {
    this.state = state;
    this.options.onState(state);
  }

  private async run(): Promise<void> {
    if (this.paused || !this.pending || this.latest === null) return;
    // One save at a time: the one in flight reschedules when it ends.
    if (this.inFlight) return;
    const values = this.latest;
    this.pending = false;
    // While retrying, the failure stays on screen until a save succeeds (no flicker of "Saving…").
    if (this.state.kind !== 'failed') this.setState({ kind: 'saving' });
    const attempt = this.options.save(values).then(
      ({ savedAt }) => {
        this.failures = 0;
        this.setState({ kind: 'saved', at: savedAt });
        this.options.onSaved?.(values, !this.pending);
      },
      (error: unknown) => {
        // Unless newer values came meanwhile, these are still the ones to save.
        this.pending = true;
        this.failures += 1;
        this.setState({ kind: 'failed', error });
      },
    );
    this.inFlight = attempt;
    await attempt;
    this.inFlight = null;
    if (this.paused || !this.pending) return;
    if (this.state.kind === 'failed') {
      const backOff = this.options.delayMs * 2 ** (this.failures - 1);
      this.schedule(Math.min(backOff, this.options.maxDelayMs ?? 60_000));
    } else if (this.timer === null) {
      // A change arrived during the save and its timer already fired: save it now.
      void this.run();
    }
  }
}
