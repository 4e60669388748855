// Stores parsed log lines: each spider visit as a raw row, and every line's share of the rollups
// (per day and hour, per page, search referrals of humans), summed in memory and written per batch
// in one transaction that also records how many lines of the import are done — so a task resumed
// after a restart skips exactly those lines, and the charts never count a line twice.
import { sql, type Insertable, type Kysely } from 'kysely';
import { spiderOfAgent, type SpiderKey } from '../../../shared/domain/spider/agents';
import { parseLogLine, searchKeywordOf } from '../../../shared/domain/spider/logLine';
import { dayOf, hourOf } from '../../../shared/domain/spider/rules';
import type { Database } from '../../core/db/database';
import type { ReverseDnsCheck } from './reverseDns';

export interface ImportCounts {
  /** Lines read (accepted + rejected). */
  lines: number;
  /** Lines that are log lines (spider visits and human ones). */
  accepted: number;
  /** Of those, spider visits stored. */
  spiders: number;
  rejected: number;
}

/** Lines per transaction: big enough to keep commits rare, small enough to keep memory flat. */
const BATCH_LINES = 20_000;
/** Rows per INSERT statement (SQLite allows 32,766 bound values; a visit has 13). */
const ROWS_PER_INSERT = 1000;

interface VisitRow {
  site_id: number; domain: string; at: number; day: number; spider: string; ip: string; method: string;
  path: string; status: number; bytes: number; agent: string; suspicious: number; import_id: number | null;
}

export class VisitWriter {
  readonly counts: ImportCounts = { lines: 0, accepted: 0, spiders: 0, rejected: 0 };
  private visits: VisitRow[] = [];
  private daily = new Map<string, number>();
  private hourly = new Map<string, number>();
  private pages = new Map<string, number>();
  private referrals = new Map<string, number>();
  /** Baiduspider's latest visit per path in this batch. */
  private baiduLast = new Map<string, number>();
  private pending = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly siteId: number,
    private readonly domain: string,
    private readonly importId: number | null,
    private readonly dns: ReverseDnsCheck | null = null,
    /** Lines already stored by a run before this one (a resumed task): read and skipped. */
    private skip = 0,
  ) {}

  /** One line of the log; returns a promise when the batch is full and is being written. */
  line(text: string): void | Promise<void> {
    if (this.skip > 0) {
      this.skip--;
      this.counts.lines++;
      return;
    }
    this.counts.lines++;
    this.pending++;
    const visit = parseLogLine(text);
    if (!visit) this.counts.rejected++;
    else {
      this.counts.accepted++;
      const spider = spiderOfAgent(visit.agent);
      const day = dayOf(visit.at);
      if (spider) this.addSpider(spider, visit, day);
      else {
        const keyword = searchKeywordOf(visit.referer);
        if (keyword) bump(this.referrals, `${day}\u0000${keyword}`);
      }
    }
    if (this.pending >= BATCH_LINES) return this.flush();
  }

  tooLong(): void {
    if (this.skip > 0) {
      this.skip--;
    } else {
      this.pending++;
      this.counts.rejected++;
    }
    this.counts.lines++;
  }

  private addSpider(spider: SpiderKey, visit: NonNullable<ReturnType<typeof parseLogLine>>, day: number): void {
    this.counts.spiders++;
    this.visits.push({
      site_id: this.siteId, domain: this.domain, at: visit.at, day, spider, ip: visit.ip, method: visit.method,
      path: visit.path, status: visit.status, bytes: visit.bytes, agent: visit.agent, suspicious: 0, import_id: this.importId,
    });
    bump(this.daily, `${day}\u0000${spider}\u0000${visit.status}`);
    bump(this.hourly, `${day}\u0000${hourOf(visit.at)}\u0000${spider}\u0000${visit.status}`);
    bump(this.pages, `${day}\u0000${visit.path}`);
    if (spider === 'baidu' && visit.at > (this.baiduLast.get(visit.path) ?? 0)) this.baiduLast.set(visit.path, visit.at);
  }

  /** Writes what is buffered in one transaction (with the import's progress). */
  async flush(): Promise<void> {
    if (this.pending === 0) return;
    const visits = this.visits;
    if (this.dns) {
      for (const v of visits) if (await this.dns.suspicious(v.spider as SpiderKey, v.ip)) v.suspicious = 1;
    }
    const { siteId: site_id, domain } = this;
    const daily = [...this.daily].map(([k, visits]) => {
      const [day, spider, status] = k.split('\u0000');
      return { site_id, domain, day: Number(day), spider, status: Number(status), visits };
    });
    const hourly = [...this.hourly].map(([k, visits]) => {
      const [day, hour, spider, status] = k.split('\u0000');
      return { site_id, domain, day: Number(day), hour: Number(hour), spider, status: Number(status), visits };
    });
    const pages = [...this.pages].map(([k, visits]) => {
      const [day, path] = k.split('\u0000');
      return { site_id, domain, day: Number(day), path, visits };
    });
    const referrals = [...this.referrals].map(([k, visits]) => {
      const [day, keyword] = k.split('\u0000');
      return { site_id, domain, day: Number(day), keyword, visits };
    });
    const baiduLast = [...this.baiduLast].map(([path, at]) => ({ site_id, domain, path, last_at: at }));
    const counts = { ...this.counts };
    this.visits = [];
    this.baiduLast = new Map();
    this.daily = new Map();
    this.hourly = new Map();
    this.pages = new Map();
    this.referrals = new Map();
    this.pending = 0;
    const write = async (trx: Kysely<Database>) => {
      for (let i = 0; i < visits.length; i += ROWS_PER_INSERT) await trx.insertInto('spider_visits').values(visits.slice(i, i + ROWS_PER_INSERT)).execute();
      await addRollups(trx, daily, hourly, pages, referrals, baiduLast);
      if (this.importId !== null) {
        await trx.updateTable('spider_imports')
          .set({ accepted: counts.accepted, spiders: counts.spiders, rejected: counts.rejected, lines_done: counts.lines })
          .where('id', '=', this.importId).execute();
      }
    };
    // The seed writes inside its own transaction already.
    if (this.db.isTransaction) await write(this.db);
    else await this.db.transaction().execute(write);
  }
}

function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

type Row<T> = Insertable<T>[];

/** Adds counts to the rollups: a row per key, its visits summed with what is there. */
export async function addRollups(
  trx: Kysely<Database>,
  daily: Row<Database['spider_daily']>,
  hourly: Row<Database['spider_hourly']>,
  pages: Row<Database['spider_page_daily']>,
  referrals: Row<Database['spider_referral_daily']>,
  baiduLast: Row<Database['spider_baidu_last']> = [],
): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < daily.length; i += CHUNK) {
    await trx.insertInto('spider_daily').values(daily.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['site_id', 'domain', 'day', 'spider', 'status']).doUpdateSet((eb) => ({ visits: eb('spider_daily.visits', '+', eb.ref('excluded.visits')) })))
      .execute();
  }
  for (let i = 0; i < hourly.length; i += CHUNK) {
    await trx.insertInto('spider_hourly').values(hourly.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['site_id', 'domain', 'day', 'hour', 'spider', 'status']).doUpdateSet((eb) => ({ visits: eb('spider_hourly.visits', '+', eb.ref('excluded.visits')) })))
      .execute();
  }
  for (let i = 0; i < pages.length; i += CHUNK) {
    await trx.insertInto('spider_page_daily').values(pages.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['site_id', 'domain', 'day', 'path']).doUpdateSet((eb) => ({ visits: eb('spider_page_daily.visits', '+', eb.ref('excluded.visits')) })))
      .execute();
  }
  for (let i = 0; i < referrals.length; i += CHUNK) {
    await trx.insertInto('spider_referral_daily').values(referrals.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['site_id', 'domain', 'day', 'keyword']).doUpdateSet((eb) => ({ visits: eb('spider_referral_daily.visits', '+', eb.ref('excluded.visits')) })))
      .execute();
  }
  // The later of the two: logs may arrive out of order (an old file imported after a newer one).
  for (let i = 0; i < baiduLast.length; i += CHUNK) {
    await trx.insertInto('spider_baidu_last').values(baiduLast.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['site_id', 'domain', 'path']).doUpdateSet({
        last_at: sql<number>`case when excluded.last_at > spider_baidu_last.last_at then excluded.last_at else spider_baidu_last.last_at end`,
      }))
      .execute();
  }
}
