// Public form submissions per client address (SUBMIT_RATE_LIMIT_PER_MINUTE, 0 = off): a sliding
// window over the last minute, estimated from this minute's count and the previous minute's
// weighted by how much of it still falls inside the window. O(1) memory per address, no burst of
// twice the limit at a minute boundary. In memory: a restart forgives (single-process server).
export const SUBMIT_WINDOW_MS = 60_000;
/** Bounds memory when submissions come from very many addresses (oldest forgotten first). */
const MAX_ADDRESSES = 50_000;

interface Counter {
  /** Start of the current fixed minute. */
  start: number;
  current: number;
  previous: number;
}

export class SubmissionLimiter {
  private readonly counters = new Map<string, Counter>();

  constructor(readonly perMinute: number, private readonly now: () => number = Date.now) {}

  /** Counts an attempt from this address; false (and not counted) when its minute is used up. */
  tryTake(address: string): boolean {
    if (this.perMinute <= 0) return true;
    const now = this.now();
    const start = now - (now % SUBMIT_WINDOW_MS);
    let c = this.counters.get(address);
    if (!c) {
      c = { start, current: 0, previous: 0 };
    } else if (c.start !== start) {
      // One minute on: this minute becomes the previous one; more than one: both are past.
      c = { start, current: 0, previous: start - c.start === SUBMIT_WINDOW_MS ? c.current : 0 };
    }
    const overlap = 1 - (now - start) / SUBMIT_WINDOW_MS;
    const estimate = c.previous * overlap + c.current;
    this.counters.delete(address);
    this.counters.set(address, c);
    if (estimate >= this.perMinute) return false;
    c.current++;
    while (this.counters.size > MAX_ADDRESSES) {
      const oldest = this.counters.keys().next().value;
      if (oldest === undefined) break;
      this.counters.delete(oldest);
    }
    return true;
  }
}
