// Storing a checked import in one transaction: categories found or created by path, tags by name,
// then each product added or updated through the save's own functions (insertProduct,
// updateProduct: tags, search terms and a revision each, as a save keeps them). An update whose
// product changed since the check is a row error; with 跳过错误行 it is left out, otherwise the
// transaction is rolled back and nothing is stored. A cancel between rows rolls it back too.
import type { Kysely } from 'kysely';
import { IMPORT_MSG, type ProductImportError } from '../../../../shared/domain/product';
import type { Database } from '../../../core/db/database';
import { insertProduct, updateProduct } from '../products';
import { CategoryResolver, TagResolver } from './catalogue';
import type { ImportPlan } from './importCheck';

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
      let done = 0;
      for (const planned of plan.rows) {
        if (done % 100 === 0) {
          o.signal.throwIfAborted();
          await o.progress(done);
          o.signal.throwIfAborted();
          // Lets a cancel (and, on PostgreSQL, everything else) in between rows.
          await yieldTurn();
        }
        done += 1;
        const { update, fields } = planned;
        if (update && current.get(update.id) !== update.version) {
          outcome.errors.push({ row: planned.row, name: planned.name, reason: IMPORT_MSG.changedMeanwhile });
          continue;
        }
        if (planned.categoryPath) fields.type_id = await categories.idOf(planned.categoryPath);
        if (planned.tagNames) fields.tag_ids = await tags.idsOf(planned.tagNames);
        if (update) {
          await updateProduct(trx, o.siteId, update.id, update.version, fields, o.accountId, o.now);
          outcome.updated += 1;
        } else {
          await insertProduct(trx, o.siteId, fields, o.accountId, o.now);
          outcome.added += 1;
        }
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
