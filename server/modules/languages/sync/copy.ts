// 同步翻译 of chosen items of one type: each source item translated (text only) and written into the
// bound foreign site as a new copy, or over its earlier copy, with its sync row (source → target,
// the source's version and hash) — all items of a call in one transaction, after every translation
// has come back, so a failed translation leaves the foreign site and the sync rows untouched. An
// item whose translated texts hash the same as at its last sync is not sent again (a save that
// changed nothing): its row only takes the new version. What each type reads, translates and
// writes is its copier's (copiers/).
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SyncType } from '../../../../shared/domain/sites/languages';
import type { SyncTarget } from './binding';
import { COPIERS } from './copiers';
import type { CopyContext, Db, Texts } from './copiers/types';
import { SOURCES } from './itemSources';
import { translateTexts } from './translateText';

export type { CopyContext } from './copiers/types';

/** The digest of an item's texts as sent (plain, then HTML): an unchanged digest is not sent again. */
function hashOf(fields: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export const hashOfTexts = (t: Texts) => hashOf([...t.plain, ...t.html]);

interface SyncRow { id: number; source_id: number; target_id: number; source_hash: string }

async function syncRowsOf(db: Db, siteId: number, target: SyncTarget, type: SyncType, ids: number[]): Promise<Map<number, SyncRow>> {
  const rows = await db.selectFrom('language_syncs').select(['id', 'source_id', 'target_id', 'source_hash'])
    .where('site_id', '=', siteId).where('target_site_id', '=', target.binding.foreignSiteId).where('item_type', '=', type)
    .where('source_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.source_id, r]));
}

/** Which of the earlier copies are still in the foreign site (one removed since is written anew). */
async function copiesLeft(db: Db, type: SyncType, foreignId: number, ids: number[]): Promise<Set<number>> {
  const rows = await (db as Kysely<any>).selectFrom(SOURCES[type].table).select('id').where('site_id', '=', foreignId).where('id', 'in', [0, ...ids]).execute();
  return new Set(rows.map((r: { id: number }) => Number(r.id)));
}

async function saveSyncRow(trx: Db, ctx: CopyContext, type: SyncType, existing: SyncRow | undefined, sourceId: number, targetId: number, version: number, hash: string, at: number): Promise<void> {
  const values = { target_id: targetId, source_version: version, source_hash: hash, synced_at: at };
  if (existing) await trx.updateTable('language_syncs').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('language_syncs').values({ site_id: ctx.siteId, target_site_id: ctx.target.binding.foreignSiteId, item_type: type, source_id: sourceId, ...values }).execute();
}

/** Translates and writes the items (ids already checked as the site's own); answers how many. */
export async function copyItems(ctx: CopyContext, type: SyncType, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { db } = ctx.deps;
  const copier = COPIERS[type];
  const sources = await copier.load(db, ctx.siteId, ids);
  const synced = await syncRowsOf(db, ctx.siteId, ctx.target, type, ids);
  const left = await copiesLeft(db, type, ctx.target.binding.foreignSiteId, [...synced.values()].map((r) => r.target_id));
  const work = sources.map((row) => {
    const texts = copier.texts(row);
    const sync = synced.get(row.id);
    const copyId = sync && left.has(sync.target_id) ? sync.target_id : undefined;
    const hash = hashOfTexts(texts);
    return { row, texts, sync, copyId, hash, unchanged: copyId !== undefined && sync!.source_hash === hash };
  });
  const toTranslate = work.filter((w) => !w.unchanged);
  // Every text of the call in one job (batched by translateTexts); each item takes its own slice back.
  const result = await translateTexts(ctx.deps, {
    plain: toTranslate.flatMap((w) => w.texts.plain),
    html: toTranslate.flatMap((w) => w.texts.html),
  }, ctx.target.from, ctx.target.to);
  const at = ctx.deps.now();
  await db.transaction().execute(async (trx) => {
    let plainAt = 0;
    let htmlAt = 0;
    for (const w of work) {
      if (w.unchanged) {
        await saveSyncRow(trx, ctx, type, w.sync, w.row.id, w.copyId!, copier.version(w.row), w.hash, at);
        continue;
      }
      const texts: Texts = {
        plain: result.plain.slice(plainAt, (plainAt += w.texts.plain.length)),
        html: result.html.slice(htmlAt, (htmlAt += w.texts.html.length)),
      };
      const targetId = await copier.write({ trx, ctx, row: w.row, texts, copyId: w.copyId, at });
      await saveSyncRow(trx, ctx, type, w.sync, w.row.id, targetId, copier.version(w.row), w.hash, at);
    }
  });
  return work.length;
}

/** An item's texts as a job for the provider (the clone sends them ahead of its writes). */
export function textsOf(type: SyncType, rows: readonly { id: number }[]): Texts {
  const copier = COPIERS[type];
  const all = rows.map((r) => copier.texts(r));
  return { plain: all.flatMap((t) => t.plain), html: all.flatMap((t) => t.html) };
}
