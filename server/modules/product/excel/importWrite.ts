// Storing a checked import in one transaction: categories found or created by path, tags by name,
// then the new products in batches (insertProducts: each as a save inserts it, with tags, search
// terms and a first revision) and the updated ones through the save's updateProduct (a revision each). An update whose
// product changed since the check is a row error; with 跳过错误行 it is left out, otherwise the
// transaction is rolled back and nothing is stored. A cancel between rows rolls it back too.
import type { Kysely } from 'kysely';
import { IMPORT_MSG, type ProductImportError } from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { insertProducts, updateProduct, type ProductFields } from '../products';
import { CategoryResolver, TagResolver } from './catalogue';
import type { ImportPlan, PlannedRow } from './importCheck';

type Db = Kysely<Database>;

export interface WriteOptions {
  db: Db;
  siteId: number;
  accountId: number;
  now: number;
  skipErrors: boolean;
  signal: AbortSignal;
  /** Rows written so far; awaited, so a caller may pace the writing (tests hold it there). */
  progress(done: number): void | Promise<void>;
}

export interface WriteOutcome {
  added: number;
  updated: number;
  /** Rows found in error while writing (a product changed meanwhile). */
  errors: ProductImportError[];
  /** false: rolled back because of those errors. */
  stored: boolean;
}

/** Thrown inside the transaction to roll it back when a row failed and errors are not skipped. */
class RowsFailed extends Error {}

/** New products written between two progress reports. */
const ADD_BATCH = 200;

const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

export async function writeImport(plan: ImportPlan, o: WriteOptions): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { added: 0, updated: 0, errors: [], stored: true };
  try {
    await o.db.transaction().execute(async (trx) => {
      const categories = await CategoryResolver.load(trx, o.siteId, o.now);
      const tags = await TagResolver.load(trx, o.siteId, o.now);
      // The versions updates were checked against, read again inside the transaction.
      const updates = plan.rows.flatMap((r) => (r.update ? [r.update.id] : []));
      const current = new Map<number, number>();
      for (let i = 0; i < updates.length; i += 500) {
        const rows = await trx.selectFrom('products').select(['id', 'version']).where('site_id', '=', o.siteId).where('disabled', '=', 0)
          .where('id', 'in', updates.slice(i, i + 500)).execute();
        for (const r of rows) current.set(r.id, r.version);
      }
      // Each row's category and tags, found or created, in the sheet's order.
      const adds: ProductFields[] = [];
      const updated: PlannedRow[] = [];
      for (const planned of plan.rows) {
        const { update, fields } = planned;
        if (update && current.get(update.id) !== update.version) {
          outcome.errors.push({ row: planned.row, name: planned.name, reason: IMPORT_MSG.changedMeanwhile });
          continue;
        }
        if (planned.categoryPath) fields.type_id = await categories.idOf(planned.categoryPath);
        if (planned.tagNames) fields.tag_ids = await tags.idsOf(planned.tagNames);
        if (update) updated.push(planned);
        else adds.push(fields);
      }
      let done = 0;
      const step = async () => {
        o.signal.throwIfAborted();
        await o.progress(done);
        // Lets a cancel (and, on PostgreSQL, everything else) in between batches.
        await yieldTurn();
        o.signal.throwIfAborted();
      };
      // New products a batch at a time (a few statements per hundred), then the updates one by one.
      for (let i = 0; i < adds.length; i += ADD_BATCH) {
        await step();
        const batch = adds.slice(i, i + ADD_BATCH);
        await insertProducts(trx, o.siteId, batch, o.accountId, o.now);
        outcome.added += batch.length;
        done += batch.length;
      }
      for (const [k, planned] of updated.entries()) {
        if (k % 100 === 0) await step();
        const update = planned.update as { id: number; version: number };
        await updateProduct(trx, o.siteId, update.id, update.version, planned.fields, o.accountId, o.now);
        outcome.updated += 1;
        done += 1;
      }
      o.signal.throwIfAborted();
      if (outcome.errors.length && !o.skipErrors) throw new RowsFailed();
      await o.progress(done);
    });
  } catch (err) {
    if (!(err instanceof RowsFailed)) throw err;
    return { added: 0, updated: 0, errors: outcome.errors, stored: false };
  }
  return outcome;
}
