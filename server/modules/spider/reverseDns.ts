// The optional reverse DNS check (疑似伪装): a visit whose agent names an engine but whose IP's
// host name is not the engine's. The resolver is injectable (tests give a fake one); the real one
// asks the system resolver with a short timeout. Answers are cached per IP for one import.
import { promises as dns } from 'node:dns';
import { hostMatchesSpider, SPIDER_HOSTS, type SpiderKey } from '../../../shared/domain/spider/agents';

export type ReverseResolver = (ip: string) => Promise<string[]>;

const TIMEOUT_MS = 2000;

const systemResolver: ReverseResolver = (ip) =>
  Promise.race([dns.reverse(ip), new Promise<string[]>((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref())]);

let resolver: ReverseResolver = systemResolver;

/** Tests inject a resolver here (the check itself stays off unless the site switches it on). */
export function useReverseResolver(next: ReverseResolver | null): void {
  resolver = next ?? systemResolver;
}

export class ReverseDnsCheck {
  private readonly cache = new Map<string, boolean>();

  /** Whether the visit looks forged: the engine's hosts do not include the IP's name. Unknown when DNS fails: not flagged. */
  async suspicious(spider: SpiderKey, ip: string): Promise<boolean> {
    if (!SPIDER_HOSTS[spider]) return false;
    const key = `${spider} ${ip}`;
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    let flagged = false;
    try {
      const names = await resolver(ip);
      flagged = !names.some((n) => hostMatchesSpider(spider, n));
    } catch (err) {
      // No PTR record at all is itself the sign of a forged agent; a timeout or a DNS failure is not.
      flagged = (err as { code?: string })?.code === 'ENOTFOUND';
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, flagged);
    return flagged;
  }
}
