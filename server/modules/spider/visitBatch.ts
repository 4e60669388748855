// Log lines into batches, with no database: each spider visit as a raw row, and every line's share
// of the rollups (per day and status, per day and hour, per page, Baiduspider's last visit per
// page, search referrals of humans) summed in memory. Used on the server's thread (VisitWriter) and
// in the parse worker (parseWorker.ts), which hands its batches to the server's thread to store.
import { SPIDER_KEYS, spiderOfAgent, type SpiderKey } from '../../../shared/domain/spider/agents';
import { parseLogLine, searchKeywordOf, type LogVisit } from '../../../shared/domain/spider/logLine';
import { dayOf, hourOf } from '../../../shared/domain/spider/rules';

export interface ImportCounts {
  /** Lines read (accepted + rejected). */
  lines: number;
  /** Lines that are log lines (spider visits and human ones). */
  accepted: number;
  /** Of those, spider visits stored. */
  spiders: number;
  rejected: number;
}

/** A visit's values in spider_visits' column order (visitWriter.ts VISIT_COLUMNS). */
export type VisitValues = [site_id: number, domain: string, at: number, day: number, spider: SpiderKey, ip: string, method: string,
  path: string, status: number, bytes: number, agent: string, suspicious: number, import_id: number | null];

export interface Scoped {
  site_id: number;
  domain: string;
}

/** What one transaction stores: plain data (it crosses from the worker by structured clone). */
export interface VisitBatch {
  visits: VisitValues[];
  daily: (Scoped & { day: number; spider: string; status: number; visits: number })[];
  hours: (Scoped & { day: number; hour: number; spider: string; visits: number })[];
  pages: (Scoped & { day: number; path: string; visits: number })[];
  referrals: (Scoped & { day: number; keyword: string; visits: number })[];
  baiduLast: (Scoped & { path: string; last_at: number })[];
  /** The import's counts once this batch is stored (lines: how many to skip when resuming). */
  counts: ImportCounts;
}

/** Lines per batch (one transaction): big enough to keep commits rare, small enough to keep memory flat. */
export const BATCH_LINES = 50_000;

/** Rollup keys as numbers (no string per line): spider by its index, status 100–599, hour 0–23. */
const SPIDER_INDEX = new Map(SPIDER_KEYS.map((k, i) => [k, i]));
const dailyKey = (day: number, spider: number, status: number) => (day * 10 + spider) * 1000 + status;
const hourlyKey = (day: number, hour: number, spider: number) => (day * 24 + hour) * 10 + spider;

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

export class VisitCollector {
  readonly counts: ImportCounts = { lines: 0, accepted: 0, spiders: 0, rejected: 0 };
  private visits: VisitValues[] = [];
  private daily = new Map<number, number>();
  private hourly = new Map<number, number>();
  /** day → path → visits. */
  private pages = new Map<number, Map<string, number>>();
  private referrals = new Map<string, number>();
  /** Baiduspider's latest visit per path in this batch. */
  private baiduLast = new Map<string, number>();
  /** Lines taken since the last batch. */
  private pending = 0;

  constructor(
    private readonly scope: { siteId: number; domain: string; importId: number | null },
    /** Lines already stored by a run before this one (a resumed task): read and skipped. */
    private skip = 0,
  ) {}

  /** Whether a batch is full (take it). */
  get full(): boolean {
    return this.pending >= BATCH_LINES;
  }

  get empty(): boolean {
    return this.pending === 0;
  }

  line(text: string): void {
    this.counts.lines++;
    if (this.skip > 0) {
      this.skip--;
      return;
    }
    this.pending++;
    const visit = parseLogLine(text);
    if (!visit) {
      this.counts.rejected++;
      return;
    }
    this.counts.accepted++;
    const spider = spiderOfAgent(visit.agent);
    const day = dayOf(visit.at);
    if (spider) this.addSpider(spider, visit, day);
    else {
      const keyword = searchKeywordOf(visit.referer);
      if (keyword) bump(this.referrals, `${day}\u0000${keyword}`);
    }
  }

  /** A line longer than the reader keeps: counted as rejected. */
  tooLong(): void {
    this.counts.lines++;
    if (this.skip > 0) {
      this.skip--;
      return;
    }
    this.pending++;
    this.counts.rejected++;
  }

  private addSpider(spider: SpiderKey, visit: LogVisit, day: number): void {
    this.counts.spiders++;
    const { siteId, domain, importId } = this.scope;
    this.visits.push([siteId, domain, visit.at, day, spider, visit.ip, visit.method, visit.path, visit.status, visit.bytes, visit.agent, 0, importId]);
    const s = SPIDER_INDEX.get(spider)!;
    bump(this.daily, dailyKey(day, s, visit.status));
    bump(this.hourly, hourlyKey(day, hourOf(visit.at), s));
    let paths = this.pages.get(day);
    if (!paths) this.pages.set(day, (paths = new Map()));
    bump(paths, visit.path);
    if (spider === 'baidu' && visit.at > (this.baiduLast.get(visit.path) ?? 0)) this.baiduLast.set(visit.path, visit.at);
  }

  /** The lines taken since the last batch, as a batch; the collector starts the next one empty. */
  take(): VisitBatch {
    const { siteId: site_id, domain } = this.scope;
    const batch: VisitBatch = {
      visits: this.visits,
      daily: [...this.daily].map(([k, visits]) => ({ site_id, domain, day: Math.floor(k / 10_000), spider: SPIDER_KEYS[Math.floor(k / 1000) % 10], status: k % 1000, visits })),
      hours: [...this.hourly].map(([k, visits]) => {
        const dayHour = Math.floor(k / 10);
        return { site_id, domain, day: Math.floor(dayHour / 24), hour: dayHour % 24, spider: SPIDER_KEYS[k % 10], visits };
      }),
      pages: [...this.pages].flatMap(([day, paths]) => [...paths].map(([path, visits]) => ({ site_id, domain, day, path, visits }))),
      referrals: [...this.referrals].map(([k, visits]) => {
        const [day, keyword] = k.split('\u0000');
        return { site_id, domain, day: Number(day), keyword, visits };
      }),
      baiduLast: [...this.baiduLast].map(([path, at]) => ({ site_id, domain, path, last_at: at })),
      counts: { ...this.counts },
    };
    this.visits = [];
    this.daily = new Map();
    this.hourly = new Map();
    this.pages = new Map();
    this.referrals = new Map();
    this.baiduLast = new Map();
    this.pending = 0;
    return batch;
  }
}
