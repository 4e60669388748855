// Group commit for the beacon: beacons that arrive within a few milliseconds of each other are
// stored by one storeVisits call in one transaction (a handful of statements per batch), and each
// beacon is answered once its batch has committed, so 已记录 means stored. One batch at a time per
// server; beacons arriving meanwhile wait for the next. This keeps a flood of beacons to a few
// hundred transactions a second on either back end, where one each would be thousands.
import type { AppDeps } from '../../../core/http/routeDef';
import { storeVisits } from './storeVisits';
import type { VisitEvent } from './visitEvent';

/** How long the first beacon of a batch waits for company, and the most one batch takes. */
const WINDOW_MS = 5;
const MAX_BATCH = 2_000;

interface Waiting {
  event: VisitEvent;
  resolve(): void;
  reject(error: unknown): void;
}

export class VisitCollector {
  /** Batches committed and beacons stored (tests, the bench). */
  readonly stats = { batches: 0, events: 0 };
  private queue: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running = false;

  constructor(private readonly deps: Pick<AppDeps, 'db' | 'bulk' | 'now'>) {}

  add(event: VisitEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ event, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.queue.length >= MAX_BATCH ? 0 : WINDOW_MS);
    this.timer.unref();
  }

  private async flush(): Promise<void> {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    const batch = this.queue.splice(0, MAX_BATCH);
    try {
      await this.deps.db.transaction().execute((trx) => storeVisits(trx, this.deps.bulk, batch.map((w) => w.event), this.deps.now()));
      this.stats.batches += 1;
      this.stats.events += batch.length;
      for (const w of batch) w.resolve();
    } catch {
      // Rolled back: nothing of the batch is stored. Each beacon again on its own, so one that
      // cannot be stored (its site removed meanwhile) does not cost the others theirs.
      for (const w of batch) {
        try {
          await this.deps.db.transaction().execute((trx) => storeVisits(trx, this.deps.bulk, [w.event], this.deps.now()));
          w.resolve();
        } catch (own) {
          w.reject(own);
        }
      }
    } finally {
      this.running = false;
    }
    if (this.queue.length > 0) this.schedule();
  }
}

const collectors = new WeakMap<object, VisitCollector>();

/** The server's collector (one per app: deps is the app's). */
export function collectorOf(deps: AppDeps): VisitCollector {
  let found = collectors.get(deps.db);
  if (!found) collectors.set(deps.db, (found = new VisitCollector(deps)));
  return found;
}
