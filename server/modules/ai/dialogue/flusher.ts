// The growing answers' text, written to the database together: every stream hands its latest text
// here and one transaction every DIALOGUE_TUNING.flushMs stores them all (100 answers streaming
// cost two commits a second on SQLite, not two hundred). Only rows still streaming are written, so
// a late flush never overwrites an answer's final state. One flusher per database (a test process
// runs several apps).
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { DIALOGUE_TUNING } from './inflight';

type Db = Kysely<Database>;

class AnswerFlusher {
  private readonly pending = new Map<number, string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db, private readonly now: () => number) {}

  /** The answer's text as it stands; written with the next batch. */
  put(messageId: number, content: string): void {
    this.pending.set(messageId, content);
    if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.running = this.running.then(() => this.flush());
      }, DIALOGUE_TUNING.flushMs);
      this.timer.unref?.();
    }
  }

  /** The answer is ending: its pending text is dropped (the final write has it) once any batch in flight is done. */
  async forget(messageId: number): Promise<void> {
    this.pending.delete(messageId);
    await this.running;
  }

  private async flush(): Promise<void> {
    if (!this.pending.size) return;
    const batch = [...this.pending];
    this.pending.clear();
    const at = this.now();
    try {
      await this.db.transaction().execute(async (trx) => {
        for (const [id, content] of batch) {
          await trx.updateTable('ai_messages').set({ content, updated_at: at }).where('id', '=', id).where('status', '=', 'streaming').execute();
        }
      });
    } catch {
      // The next batch carries the newer text; the final write stores the whole answer anyway.
    }
  }
}

const flushers = new WeakMap<Db, AnswerFlusher>();

export function flusherOf(db: Db, now: () => number): AnswerFlusher {
  let flusher = flushers.get(db);
  if (!flusher) {
    flusher = new AnswerFlusher(db, now);
    flushers.set(db, flusher);
  }
  return flusher;
}
