// Stores log lines' batches (visitBatch.ts): the visits and the rollups of a batch in one
// transaction that also records how many lines of the import are done — so a task resumed after a
// restart skips exactly those lines, and the charts never count a line twice. VisitWriter takes
// lines itself (the seed, tests, small files); a large import parses in a worker (parseWorker.ts)
// and stores each batch here with writeVisitBatch. Either way a batch is written while the next
// one is read.
import { sql, type Insertable, type Kysely } from 'kysely';
import type { SpiderKey } from '../../../shared/domain/spider/agents';
import type { BulkInserter, BulkTable } from '../../core/db/bulkInsert';
import type { Database } from '../../core/db/database';
import type { ReverseDnsCheck } from './reverseDns';
import { VisitCollector, type ImportCounts, type VisitBatch } from './visitBatch';

export type { ImportCounts } from './visitBatch';

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

/** Where batches go: the database (a transaction for the seed), the import's row, the optional checks. */
export interface BatchTarget {
  db: Kysely<Database>;
  importId: number | null;
  dns?: ReverseDnsCheck | null;
  /** Core's bulk insert (deps.bulk); without it (the seed) the rows go through Kysely. */
  bulk?: BulkInserter | null;
}

/** Stores one batch in one transaction, with the import's counts as of its last line. */
export async function writeVisitBatch(target: BatchTarget, batch: VisitBatch): Promise<void> {
  const { db, dns, bulk, importId } = target;
  const { visits, counts } = batch;
  if (dns) {
    for (const v of visits) if (await dns.suspicious(v[SPIDER_AT] as SpiderKey, v[IP_AT] as string)) v[SUSPICIOUS_AT] = 1;
  }
  const write = async (trx: Kysely<Database>) => {
    if (bulk) await bulk.insert(trx, VISITS, visits);
    else {
      const rows = visits.map((v) => Object.fromEntries(VISITS.columns.map(([c], i) => [c, v[i]])) as Insertable<Database['spider_visits']>);
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await trx.insertInto('spider_visits').values(rows.slice(i, i + ROWS_PER_INSERT)).execute();
    }
    await addRollups(trx, batch.daily, batch.hours, batch.pages, batch.referrals, batch.baiduLast, bulk);
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

/**
 * Batches written one after another while the next is being read: at most one in writing; a
 * failure reaches the reader at its next hand-off or at the end, never unhandled.
 */
export class BatchPipe {
  private writing: Promise<void> | null = null;

  constructor(private readonly target: BatchTarget) {}

  /** Starts writing `batch` once the one before is stored (waits for that one only). */
  async handOff(batch: VisitBatch): Promise<void> {
    if (this.writing) await this.writing;
    const write = writeVisitBatch(this.target, batch);
    write.catch(() => undefined);
    this.writing = write;
  }

  /** Waits for the batch in writing (its failure is thrown). */
  async drain(): Promise<void> {
    const before = this.writing;
    this.writing = null;
    if (before) await before;
  }

  /** Waits for the batch in writing whatever its outcome (the reading failed or was cancelled). */
  async settle(): Promise<void> {
    await this.drain().catch(() => undefined);
  }
}

export interface VisitWriterOptions extends BatchTarget {
  siteId: number;
  domain: string;
  /** Lines already stored by a run before this one (a resumed task): read and skipped. */
  skip?: number;
}

/** Lines in, batches stored: readLines' sink on the server's own thread. */
export class VisitWriter {
  private readonly collector: VisitCollector;
  private readonly pipe: BatchPipe;

  constructor(private readonly target: VisitWriterOptions) {
    this.collector = new VisitCollector({ siteId: target.siteId, domain: target.domain, importId: target.importId }, target.skip ?? 0);
    this.pipe = new BatchPipe(target);
  }

  get counts(): ImportCounts {
    return this.collector.counts;
  }

  /** One line of the log; a promise when the batch is full and the one before is still being written. */
  line(text: string): void | Promise<void> {
    this.collector.line(text);
    if (this.collector.full) return this.pipe.handOff(this.collector.take());
  }

  tooLong(): void {
    this.collector.tooLong();
  }

  /** Writes everything read so far and waits for it (the end of the file). */
  async flush(): Promise<void> {
    try {
      await this.pipe.drain();
    } finally {
      // What was read is written even when the batch before failed.
      if (!this.collector.empty) await writeVisitBatch(this.target, this.collector.take());
    }
  }

  /** Waits for the batch in writing, if any, whatever its outcome (the reading failed or was cancelled). */
  settle(): Promise<void> {
    return this.pipe.settle();
  }
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
