// Login throttling: after 5 failures within 15 minutes, per account and per client address,
// further attempts are refused until the window slides past them. In memory: a restart forgives,
// which is acceptable for a single-process reference server.
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Bounds memory when someone sprays logins from many addresses or names. */
const MAX_KEYS = 50_000;

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const cutoff = this.now() - LOGIN_WINDOW_MS;
    const kept = list.filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private keys(account: string, ip: string): string[] {
    return [`a:${account.trim().toLowerCase()}`, `ip:${ip}`];
  }

  isBlocked(account: string, ip: string): boolean {
    return this.keys(account, ip).some((k) => this.recent(k).length >= LOGIN_MAX_FAILURES);
  }

  recordFailure(account: string, ip: string): void {
    for (const key of this.keys(account, ip)) {
      const list = this.recent(key);
      list.push(this.now());
      this.failures.delete(key);
      this.failures.set(key, list.slice(-LOGIN_MAX_FAILURES));
    }
    while (this.failures.size > MAX_KEYS) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  /** A successful login forgives the account's failures (the address keeps its count). */
  recordSuccess(account: string): void {
    this.failures.delete(`a:${account.trim().toLowerCase()}`);
  }
}
