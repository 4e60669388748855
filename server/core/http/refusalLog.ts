// Refused anonymous calls (no token on a mutating route, throttled logins, rate limits) are counted
// in memory and written as one operation-log row per address, route and minute with a count,
// instead of one committed row each: a flood of them costs no disk write per request and cannot
// grow the log by a row per call. Rows are upserted by agg_key once a second (and on close), so
// several server processes add to the same row.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { OpLogEntry } from './audit';

const MINUTE_MS = 60_000;
const FLUSH_EVERY_MS = 1_000;
/** Distinct (minute, address, route) keys kept before an early flush. */
const MAX_PENDING = 10_000;

interface Pending {
  entry: OpLogEntry;
  count: number;
}

export class RefusalLog {
  private pending = new Map<string, Pending>();
  private flushing: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Counts one refusal; its row is written at the next flush. */
  record(entry: OpLogEntry): void {
    const minute = Math.floor(entry.createdAt / MINUTE_MS) * MINUTE_MS;
    const key = `${minute}|${entry.ip.slice(0, 64)}|${entry.action}|${entry.code}`;
    const seen = this.pending.get(key);
    if (seen) seen.count++;
    else this.pending.set(key, { entry: { ...entry, createdAt: minute }, count: 1 });
    if (this.pending.size >= MAX_PENDING) void this.flush();
  }

  /** Writes what has been counted (one upsert per key, in one transaction). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [key, { entry: e, count }] of batch) {
          await trx.insertInto('op_logs').values({
            account_id: null, site_id: e.siteId, action: e.action.slice(0, 100), method: e.method.slice(0, 10),
            path: e.path.split('?')[0].slice(0, 300), ip: e.ip.slice(0, 64), result: e.result, code: e.code,
            detail: `${e.detail ? `${e.detail.slice(0, 150)}；` : ''}同一地址本分钟内的匿名请求被拒绝（已合并计数）`,
            created_at: e.createdAt, count, agg_key: key,
          })
            .onConflict((oc) => oc.column('agg_key').where('agg_key', 'is not', null)
              .doUpdateSet({ count: sql<number>`${sql.ref('op_logs.count')} + ${count}` }))
            .execute();
        }
      });
    } catch (err) {
      this.onError(err);
    }
  }
}
