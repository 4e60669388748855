// Stores parsed log lines: each spider visit as a raw row, and every line's share of the rollups
// (per day and status, per day and hour, per page, search referrals of humans), summed in memory and written per batch
// in one transaction that also records how many lines of the import are done — so a task resumed
// after a restart skips exactly those lines, and the charts never count a line twice. A full batch
// is written while the next one is read (one batch in writing at a time).
import { sql, type Insertable, type Kysely } from 'kysely';
import { SPIDER_KEYS, spiderOfAgent, type SpiderKey } from '../../../shared/domain/spider/agents';
import { parseLogLine, searchKeywordOf } from '../../../shared/domain/spider/logLine';
import { dayOf, hourOf } from '../../../shared/domain/spider/rules';
import type { BulkInserter, BulkTable } from '../../core/db/bulkInsert';
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
const BATCH_LINES = 50_000;
/** Rows per INSERT statement without the bulk path (SQLite allows 32,766 bound values; a visit has 13). */
const ROWS_PER_INSERT = 1000;

/** spider_visits' columns, in the order a visit's values are kept (core's bulk insert takes rows so). */
const VISITS: BulkTable<'spider_visits'> = {
  table: 'spider_visits',
  columns: [
    ['site_id', 'int4'], ['domain', 'text'], ['at', 'int8'], ['day', 'int4'], ['spider', 'text'], ['ip', 'text'], ['method', 'text'],
    ['path', 'text'], ['status', 'int4'], ['bytes', 'int8'], ['agent', 'text'], ['suspicious', 'int4'], ['import_id', 'int4'],
  ],
};
const SPIDER_AT = 4;
const IP_AT = 5;
const SUSPICIOUS_AT = 11;

/** Rollup keys as numbers (no string per line): spider by its index, status 100–599, hour 0–23. */
const SPIDER_INDEX = new Map(SPIDER_KEYS.map((k, i) => [k, i]));
const dailyKey = (day: number, spider: number, status: number) => (day * 10 + spider) * 1000 + status;
const hourlyKey = (day: number, hour: number, spider: number) => (day * 24 + hour) * 10 + spider;

export interface VisitWriterOptions {
  db: Kysely<Database>;
  siteId: number;
  domain: string;
  importId: number | null;
  dns?: ReverseDnsCheck | null;
  /** Lines already stored by a run before this one (a resumed task): read and skipped. */
  skip?: number;
  /** Core's bulk insert (deps.bulk); without it (the seed) the visits go through Kysely. */
  bulk?: BulkInserter | null;
}

export class VisitWriter {
  readonly counts: ImportCounts = { lines: 0, accepted: 0, spiders: 0, rejected: 0 };
  private visits: unknown[][] = [];
  private daily = new Map<number, number>();
  private hourly = new Map<number, number>();
  /** day → path → visits. */
  private pages = new Map<number, Map<string, number>>();
  private referrals = new Map<string, number>();
  /** Baiduspider's latest visit per path in this batch. */
  private baiduLast = new Map<string, number>();
  private pending = 0;
  private skip: number;
  /** The batch being written while the next one is read (one at a time). */
  private writing: Promise<void> | null = null;

  constructor(private readonly o: VisitWriterOptions) {
    this.skip = o.skip ?? 0;
  }

  /** One line of the log; returns a promise when the batch is full and the one before is still being written. */
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
    if (this.pending >= BATCH_LINES) return this.handOff();
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
    const o = this.o;
    this.visits.push([o.siteId, o.domain, visit.at, day, spider, visit.ip, visit.method, visit.path, visit.status, visit.bytes, visit.agent, 0, o.importId]);
    const s = SPIDER_INDEX.get(spider)!;
    bump(this.daily, dailyKey(day, s, visit.status));
    bump(this.hourly, hourlyKey(day, hourOf(visit.at), s));
    let paths = this.pages.get(day);
    if (!paths) this.pages.set(day, (paths = new Map()));
    bump(paths, visit.path);
    if (spider === 'baidu' && visit.at > (this.baiduLast.get(visit.path) ?? 0)) this.baiduLast.set(visit.path, visit.at);
  }

  /**
   * Starts writing the full batch and lets the reading go on meanwhile (on PostgreSQL the database
   * works in its own process); waits only when the batch before is still being written.
   */
  private async handOff(): Promise<void> {
    if (this.writing) await this.writing;
    const write = this.writeBatch();
    // Its failure reaches the reader at the next hand-off or at flush, never unhandled.
    write.catch(() => undefined);
    this.writing = write;
  }

  /** Writes everything read so far and waits for it (the end of the file, a cancel). */
  async flush(): Promise<void> {
    const before = this.writing;
    this.writing = null;
    try {
      if (before) await before;
    } finally {
      // What was read is written even when the batch before failed, so its lines are not lost twice.
      if (this.pending > 0) await this.writeBatch();
    }
  }

  /** Waits for the batch being written, if any, whatever its outcome (the reading failed or was cancelled). */
  async settle(): Promise<void> {
    const before = this.writing;
    this.writing = null;
    await before?.catch(() => undefined);
  }

  /** Takes what is buffered and writes it in one transaction (with the import's progress). */
  private async writeBatch(): Promise<void> {
    if (this.pending === 0) return;
    const visits = this.visits;
    const { siteId: site_id, domain } = this.o;
    const daily = [...this.daily].map(([k, visits]) => ({
      site_id, domain, day: Math.floor(k / 10_000), spider: SPIDER_KEYS[Math.floor(k / 1000) % 10], status: k % 1000, visits,
    }));
    const hourly = [...this.hourly].map(([k, visits]) => {
      const dayHour = Math.floor(k / 10);
      return { site_id, domain, day: Math.floor(dayHour / 24), hour: dayHour % 24, spider: SPIDER_KEYS[k % 10], visits };
    });
    const pages = [...this.pages].flatMap(([day, paths]) => [...paths].map(([path, visits]) => ({ site_id, domain, day, path, visits })));
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
    const { dns, bulk, importId, db } = this.o;
    if (dns) {
      for (const v of visits) if (await dns.suspicious(v[SPIDER_AT] as SpiderKey, v[IP_AT] as string)) v[SUSPICIOUS_AT] = 1;
    }
    const write = async (trx: Kysely<Database>) => {
      if (bulk) await bulk.insert(trx, VISITS, visits);
      else {
        const rows = visits.map((v) => Object.fromEntries(VISITS.columns.map(([c], i) => [c, v[i]])) as Insertable<Database['spider_visits']>);
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await trx.insertInto('spider_visits').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
      }
      await addRollups(trx, daily, hourly, pages, referrals, baiduLast, bulk);
      if (importId !== null) {
        await trx.updateTable('spider_imports')
          .set({ accepted: counts.accepted, spiders: counts.spiders, rejected: counts.rejected, lines_done: counts.lines })
          .where('id', '=', importId).execute();
      }
    };
    // The seed writes inside its own transaction already.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
  }
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The rollups as core's bulk insert takes them: a row per key, visits added (the last Baidu visit: the later kept) on conflict. */
const ROLLUPS = {
  spider_daily: {
    table: 'spider_daily',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['day', 'int4'], ['spider', 'text'], ['status', 'int4'], ['visits', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'day', 'spider', 'status'], column: 'visits', rule: 'add' },
  },
  spider_hours: {
    table: 'spider_hours',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['day', 'int4'], ['hour', 'int4'], ['spider', 'text'], ['visits', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'day', 'hour', 'spider'], column: 'visits', rule: 'add' },
  },
  spider_page_daily: {
    table: 'spider_page_daily',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['day', 'int4'], ['path', 'text'], ['visits', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'day', 'path'], column: 'visits', rule: 'add' },
  },
  spider_baidu_last: {
    table: 'spider_baidu_last',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['path', 'text'], ['last_at', 'int8']],
    // The later of the two: logs may arrive out of order (an old file imported after a newer one).
    onConflict: { key: ['site_id', 'domain', 'path'], column: 'last_at', rule: 'max' },
  },
  spider_referral_daily: {
    table: 'spider_referral_daily',
    columns: [['site_id', 'int4'], ['domain', 'text'], ['day', 'int4'], ['keyword', 'text'], ['visits', 'int8']],
    onConflict: { key: ['site_id', 'domain', 'day', 'keyword'], column: 'visits', rule: 'add' },
  },
} as const satisfies { [T in 'spider_daily' | 'spider_hours' | 'spider_page_daily' | 'spider_referral_daily' | 'spider_baidu_last']: BulkTable<T> };

type Row<T> = Insertable<T>[];
type Rollup = keyof typeof ROLLUPS;

/** Adds counts to the rollups: a row per key, its visits summed with what is there. */
export async function addRollups(
  trx: Kysely<Database>,
  daily: Row<Database['spider_daily']>,
  hourly: Row<Database['spider_hours']>,
  pages: Row<Database['spider_page_daily']>,
  referrals: Row<Database['spider_referral_daily']>,
  baiduLast: Row<Database['spider_baidu_last']> = [],
  bulk: BulkInserter | null = null,
): Promise<void> {
  const CHUNK = 500;
  const upsert = async <T extends Rollup>(table: T, rows: Row<Database[T]>) => {
    const spec = ROLLUPS[table] as unknown as BulkTable<T>;
    if (bulk) {
      await bulk.insert(trx, spec, rows.map((r) => spec.columns.map(([c]) => (r as Record<string, unknown>)[c])));
      return;
    }
    const { key, column, rule } = spec.onConflict!;
    const stored = sql.ref(`${table}.${column}`);
    const incoming = sql.ref(`excluded.${column}`);
    const merged = rule === 'add' ? sql`${stored} + ${incoming}` : sql`case when ${incoming} > ${stored} then ${incoming} else ${stored} end`;
    for (let i = 0; i < rows.length; i += CHUNK) {
      await trx.insertInto(table).values(rows.slice(i, i + CHUNK) as never)
        .onConflict((oc) => oc.columns(key as never).doUpdateSet({ [column]: merged } as never))
        .execute();
    }
  };
  await upsert('spider_daily', daily);
  await upsert('spider_hours', hourly);
  await upsert('spider_page_daily', pages);
  await upsert('spider_referral_daily', referrals);
  await upsert('spider_baidu_last', baiduLast);
}
