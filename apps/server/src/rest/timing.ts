// Server-Timing (PostgREST's server-timing-enabled): the stages a request went through, each with its duration.

export interface StageTimer {
  /** Ends the stage named `name` now (the next one starts). */
  lap(name: string): void;
  /** The Server-Timing value: `name;dur=1.2, …` in the order the stages ran. */
  header(): string;
}

class Timer implements StageTimer {
  // Names and times as they come; the header text is built once at the end (this runs on every request).
  private names: string[] = [];
  private times: number[];
  constructor(private readonly now: () => number) {
    this.times = [now()];
  }
  lap(name: string): void {
    this.names.push(name);
    this.times.push(this.now());
  }
  header(): string {
    let out = '';
    for (let i = 0; i < this.names.length; i++) {
      const ms = (this.times[i + 1] as number) - (this.times[i] as number);
      out += `${i ? ', ' : ''}${this.names[i] as string};dur=${ms.toFixed(1)}`;
    }
    return out;
  }
}

/** Server-Timing off (the default): the stages are not timed at all. */
const UNTIMED: StageTimer = { lap: () => undefined, header: () => '' };

/** A timer for one request: a real one when Server-Timing is enabled, otherwise one that does nothing. */
export function stageTimer(enabled: boolean, now: () => number = () => performance.now()): StageTimer {
  return enabled ? new Timer(now) : UNTIMED;
}
