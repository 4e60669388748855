// 全部更新 and 清除锚文本 (tasks): every article and product of the site not in the recycle bin,
// read in batches by id, rewritten the way an editor's save writes — version + 1 and a revision
// (core/content/textRevision.ts) — only where the body changes, each record in a transaction of
// its own (what is done stays when the run is cancelled). A record an editor saved meanwhile is
// skipped (its save applied the anchors itself). The use counts are recounted from the bodies.
import type { Kysely } from 'kysely';
import { ANCHOR_MSG } from '../../../../shared/domain/seo/anchors';
import { reviseArticleText, reviseProductText } from '../../../core/content/textRevision';
import type { ContentKind } from '../../../core/content/hooks';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { obj } from '../../../core/http/schemas';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';
import { anchorContextOf, applyTo, clearFrom } from './rewrite';
import { appliesTo } from './store';

type Db = Kysely<Database>;

const BATCH = 200;

interface Body {
  id: number;
  version: number;
  content: string;
  type: number;
}

async function batchOf(db: Db, siteId: number, kind: ContentKind, after: number, marked: boolean): Promise<Body[]> {
  if (kind === 'article') {
    let q = db.selectFrom('articles').select(['id', 'version', 'content', 'type']).where('site_id', '=', siteId).where('disabled', '=', 0).where('id', '>', after);
    if (marked) q = q.where('content', 'like', '%data-anchor%');
    return q.orderBy('id').limit(BATCH).execute();
  }
  let q = db.selectFrom('products').select(['id', 'version', 'content']).where('site_id', '=', siteId).where('disabled', '=', 0).where('id', '>', after);
  if (marked) q = q.where('content', 'like', '%data-anchor%');
  return (await q.orderBy('id').limit(BATCH).execute()).map((r) => ({ ...r, type: 0 }));
}

async function countOf(db: Db, siteId: number, kind: ContentKind, marked: boolean): Promise<number> {
  const table = kind === 'article' ? 'articles' : 'products';
  let q = db.selectFrom(table).where('site_id', '=', siteId).where('disabled', '=', 0);
  if (marked) q = q.where('content', 'like', '%data-anchor%');
  return Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

/** Writes a body the way an editor's save does; false when the record moved on meanwhile. */
async function revise(ctx: TaskRunContext<unknown>, kind: ContentKind, r: Body, content: string): Promise<boolean> {
  try {
    await ctx.db.transaction().execute((trx) => (kind === 'article'
      ? reviseArticleText(trx, ctx.siteId, r.id, r.version, { content }, ctx.accountId, ctx.deps.now())
      : reviseProductText(trx, ctx.siteId, r.id, r.version, { content }, ctx.accountId, ctx.deps.now())));
    return true;
  } catch (err) {
    if (err instanceof ApiError && (err.apiCode === 409 || err.apiCode === 404)) return false;
    throw err;
  }
}

/** Runs over both kinds' records (those `kinds` names), calling `each` on every body. */
async function overBodies(ctx: TaskRunContext<unknown>, kinds: ContentKind[], marked: boolean, stage: string, each: (kind: ContentKind, r: Body) => Promise<void>): Promise<void> {
  const totals = await Promise.all(kinds.map((k) => countOf(ctx.db, ctx.siteId, k, marked)));
  const total = totals.reduce((a, b) => a + b, 0);
  let done = 0;
  ctx.progress(0, total, stage);
  for (const kind of kinds) {
    let after = 0;
    for (;;) {
      ctx.signal.throwIfAborted();
      const batch = await batchOf(ctx.db, ctx.siteId, kind, after, marked);
      for (const r of batch) {
        await each(kind, r);
        done += 1;
      }
      ctx.progress(done, Math.max(total, done), stage);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1].id;
    }
  }
}

export const ANCHOR_TASK_TITLES = { applyAll: '锚文本全部更新', clearAll: '清除锚文本' } as const;

export const anchorApplyAllKind = defineTaskKind<Record<string, never>>({
  kind: 'seo.anchorApplyAll',
  permission: 'app_anchor',
  title: () => ANCHOR_TASK_TITLES.applyAll,
  input: obj({}),
  keepsDoneWork: true,
  async run(ctx) {
    const anchors = await anchorContextOf(ctx.db, ctx.siteId);
    if (!anchors.settings.enabled) throw new ApiError(409, ANCHOR_MSG.disabled);
    const kinds = (['article', 'product'] as const).filter((k) => appliesTo(anchors.settings, k));
    const counts = new Map<number, number>();
    let updated = 0;
    let skipped = 0;
    await overBodies(ctx as TaskRunContext<unknown>, kinds, false, '正在更新锚文本', async (kind, r) => {
      const result = applyTo(anchors, r.content, kind, r.id, r.type);
      let stored = r.content;
      if (result.html !== r.content) {
        if (await revise(ctx as TaskRunContext<unknown>, kind, r, result.html)) {
          stored = result.html;
          updated += 1;
        } else skipped += 1;
      }
      if (stored === result.html) for (const [id, n] of result.used) counts.set(id, (counts.get(id) ?? 0) + n);
    });
    await recount(ctx.db, ctx.siteId, counts);
    ctx.committed();
    const links = [...counts.values()].reduce((a, b) => a + b, 0);
    return { updated, skipped, links };
  },
});

export const anchorClearAllKind = defineTaskKind<Record<string, never>>({
  kind: 'seo.anchorClearAll',
  permission: 'app_anchor',
  title: () => ANCHOR_TASK_TITLES.clearAll,
  input: obj({}),
  keepsDoneWork: true,
  async run(ctx) {
    let updated = 0;
    let removed = 0;
    let skipped = 0;
    await overBodies(ctx as TaskRunContext<unknown>, ['article', 'product'], true, '正在清除锚文本', async (kind, r) => {
      const cleared = clearFrom(r.content);
      if (cleared.removed === 0) return;
      if (await revise(ctx as TaskRunContext<unknown>, kind, r, cleared.html)) {
        updated += 1;
        removed += cleared.removed;
      } else skipped += 1;
    });
    await recount(ctx.db, ctx.siteId, new Map());
    ctx.committed();
    return { updated, skipped, links: removed };
  },
});

/** Sets every anchor's use count to what the run counted (0 for the others). */
async function recount(db: Db, siteId: number, counts: ReadonlyMap<number, number>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('seo_anchors').set({ use_count: 0 }).where('site_id', '=', siteId).execute();
    for (const [id, n] of counts) await trx.updateTable('seo_anchors').set({ use_count: n }).where('site_id', '=', siteId).where('id', '=', id).execute();
  });
}
