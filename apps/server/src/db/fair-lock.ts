/**
 * PGlite's one connection, shared fairly: one holder at a time, waiters served round-robin by client (their IP), each
 * client's own turns in arrival order. With a plain FIFO a visitor who sends twenty requests at once queues everyone
 * else behind all twenty; here someone else waits for at most one turn of each client ahead of them, whatever those
 * clients have queued (docs/decisions/0013).
 */
export class FairLock {
  /** Waiting turns per client, in the order clients first asked (a Map keeps insertion order). */
  private readonly queues = new Map<string, (() => void)[]>();
  private held = false;

  async run<T>(fn: () => Promise<T>, client = ''): Promise<T> {
    if (this.held) {
      await new Promise<void>((resolve) => {
        const queue = this.queues.get(client);
        if (queue) queue.push(resolve);
        else this.queues.set(client, [resolve]);
      });
    } else {
      this.held = true;
    }
    try {
      return await fn();
    } finally {
      this.release();
    }
  }

  /** How many turns are waiting (all clients). */
  get waiting(): number {
    let n = 0;
    for (const queue of this.queues.values()) n += queue.length;
    return n;
  }

  private release(): void {
    // The first client in line takes one turn, then goes to the back of the line if it has more.
    const next = this.queues.entries().next();
    if (next.done) {
      this.held = false;
      return;
    }
    const [client, queue] = next.value;
    const wake = queue.shift() as () => void;
    this.queues.delete(client);
    if (queue.length > 0) this.queues.set(client, queue);
    wake();
  }
}
