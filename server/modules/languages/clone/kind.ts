// 翻译克隆 (task kind languages.clone, §4): the chosen content of a Chinese site translated into its
// bound foreign site, or into a new one made on an unused en entitlement and bound. Every text is
// translated first (progress per content kind, cancellable between batches); only then is anything
// written, in one transaction (oneTransaction.ts). A failure or a cancel before the writes leaves the foreign site untouched and gives the
// site its trans_role back (another clone may be started). Resumable: after a restart it runs again
// from the start — the sync rows' hashes make what was already written a no-op.
import type { Kysely } from 'kysely';
import { CLONE_CONTENTS, type CloneContent } from '../../../../shared/domain/sites/clone';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { arr, obj, oneOf } from '../../../core/http/schemas';
import type { SiteRow } from '../../../core/services/siteScope';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';
import { bindingOf, providerCode, type SyncTarget } from '../sync/binding';
import { COPIERS, TREE_TYPES } from '../sync/copiers';
import { copyItems, textsOf } from '../sync/copy';
import { translateTexts } from '../sync/translateText';
import { sameTransaction } from './oneTransaction';
import { TranslationMemo } from './replay';
import { CLONE_MSG, enEntitlementOf } from './rules';
import { cloneIds } from './sources';
import { SOURCES } from '../sync/itemSources';
import { analyzeTables, BULK_ROWS } from '../../../core/db/analyzeLoaded';
import { SYNC_TYPES } from '../../../../shared/domain/sites/languages';
import { translateVisual, writeVisual, type VisualTranslation } from './visual';

export interface CloneInput {
  types: CloneContent[];
}

/** Items sent to the provider per batch (progress and cancellation between batches). */
const BATCH = 50;
/** Items of a type written per copy call (a tree's are written in one). */
const WRITE_CHUNK = 500;
const FOREIGN_LANG = 'en-us';

type Db = Kysely<Database>;

/** Gives the site its clone back (trans_role 1): the run failed or was cancelled before writing. */
export async function releaseClone(db: Db, siteId: number): Promise<void> {
  await db.updateTable('sites').set({ trans_role: 1 }).where('id', '=', siteId).execute();
}

/** The foreign site for a site with no binding: made on an unused en entitlement and bound, in one transaction. */
async function newForeignSite(db: Db, site: SiteRow, name: string, at: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const ent = await enEntitlementOf(trx, site.company_id);
    const inserted = await trx.insertInto('sites').values({
      company_id: site.company_id, site_name: name, site_type: 'en', lang: FOREIGN_LANG, all_type: 'xys',
      product_record_id: ent, inline: 0, sys_end_time: site.sys_end_time, sys_version: 3, theme_name: '', is_new_xys: 1, is_dcl: 0,
      road_type: 0, trans_role: 0, open_first_url: '', open_third_url: '', language_type: FOREIGN_LANG, created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    const used = await trx.updateTable('entitlements').set({ site_id: inserted.id }).where('id', '=', ent).where('site_id', 'is', null).executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) await enEntitlementOf(trx, -1);
    await trx.updateTable('sites').set({ open_first_url: `https://s${inserted.id}.preview.example.com/`, open_third_url: `https://m${inserted.id}.preview.example.com/` })
      .where('id', '=', inserted.id).execute();
    await trx.insertInto('site_bindings').values({ site_id: site.id, foreign_site_id: inserted.id, created_at: at }).execute();
    return inserted.id;
  });
}

/** Every text the clone will write, sent once (recorded by the memo); progress per content type. */
async function translateAll(ctx: TaskRunContext<CloneInput>, deps: AppDeps, site: SiteRow, from: string, to: string): Promise<{ counts: Record<string, number>; name: string; visual: VisualTranslation }> {
  const { db, signal } = ctx;
  const counts: Record<string, number> = {};
  let name = `${site.site_name} (English)`;
  if (ctx.input.types.includes('admin')) {
    for (const [type, ids] of await cloneIds(db, site.id)) {
      counts[type] = ids.length;
      ctx.progress(0, ids.length, CLONE_MSG.stages[type]);
      for (let i = 0; i < ids.length; i += BATCH) {
        signal.throwIfAborted();
        const rows = await COPIERS[type].load(db, site.id, ids.slice(i, i + BATCH));
        await translateTexts(deps, textsOf(type, rows), from, to);
        ctx.progress(Math.min(i + BATCH, ids.length), ids.length, CLONE_MSG.stages[type]);
      }
    }
  }
  let visual: VisualTranslation = new Map();
  if (ctx.input.types.includes('visual')) {
    ctx.progress(0, 1, CLONE_MSG.stageVisual);
    visual = await translateVisual(deps, db, site, from, to);
    name = visual.get(site.site_name.trim()) || name;
    ctx.progress(1, 1, CLONE_MSG.stageVisual);
  }
  signal.throwIfAborted();
  return { counts, name, visual };
}

async function runClone(ctx: TaskRunContext<CloneInput>, site: SiteRow): Promise<Record<string, unknown>> {
  const { db, deps } = ctx;
  const memo = new TranslationMemo(deps.providers);
  const existing = await bindingOf(db, site.id);
  // No binding: the entitlement is looked at before any text is sent (the purchase prompt at once).
  if (!existing) await enEntitlementOf(db, site.company_id);
  const from = providerCode(site.lang);
  const to = providerCode(existing?.foreignLang ?? FOREIGN_LANG);
  const { counts, name, visual } = await translateAll(ctx, memo.deps(deps, false), site, from, to);

  ctx.progress(0, 1, CLONE_MSG.stageWrite);
  const at = deps.now();
  const replay = memo.deps(deps, true);
  const foreignSiteId = await db.transaction().execute(async (trx) => {
    const tdb = sameTransaction(trx);
    const id = existing?.foreignSiteId ?? (await newForeignSite(tdb, site, name, at));
    const binding = existing ?? (await bindingOf(tdb, site.id))!;
    const target: SyncTarget = { binding, from, to };
    const copy = { deps: { ...replay, db: tdb }, siteId: site.id, accountId: ctx.accountId, target };
    if (ctx.input.types.includes('admin')) {
      for (const [type, ids] of await cloneIds(tdb, site.id)) {
        // A tree in one call (parents before children); items in chunks (bounded statements).
        const chunk = TREE_TYPES.includes(type) ? Math.max(ids.length, 1) : WRITE_CHUNK;
        for (let i = 0; i < ids.length; i += chunk) await copyItems(copy, type, ids.slice(i, i + chunk));
      }
    }
    // 可视化界面 after the 后台数据 copies: its links look for their sync rows.
    if (ctx.input.types.includes('visual')) counts.navItems = (await writeVisual(tdb, site, id, visual, at)).navItems;
    return id;
  });
  ctx.committed();
  // A large site's clone is a bulk load into the foreign site's tables: PostgreSQL's statistics now, not at autovacuum's next pass.
  if (Object.values(counts).reduce((n, c) => n + c, 0) >= BULK_ROWS) {
    await analyzeTables(db, [...new Set(SYNC_TYPES.map((t) => SOURCES[t].table)), 'language_syncs']);
  }
  ctx.progress(1, 1, CLONE_MSG.stageWrite);
  return { foreignSiteId, ...counts };
}

export const cloneKind = defineTaskKind<CloneInput>({
  kind: 'languages.clone',
  permission: 'site_setting',
  title: () => CLONE_MSG.title,
  input: obj({ types: arr(oneOf(CLONE_CONTENTS), 1, CLONE_CONTENTS.length) }, ['types']),
  resumable: true,
  concurrency: 1,
  async run(ctx) {
    const site = await ctx.db.selectFrom('sites').selectAll().where('id', '=', ctx.siteId).executeTakeFirst();
    if (!site) throw new ApiError(404, CLONE_MSG.hidden);
    try {
      return await runClone(ctx, site);
    } catch (err) {
      await releaseClone(ctx.db, site.id);
      throw err;
    }
  },
});
