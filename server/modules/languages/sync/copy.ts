// 同步翻译 of chosen items: each source item translated (text only) and written into the bound
// foreign site as a new copy, or over its earlier copy, with its sync row (source → target, the
// source's version and hash) — all items of a call in one transaction, after every translation
// has come back, so a failed translation leaves the foreign site and the sync rows untouched. An
// item whose translated fields hash the same as at its last sync is not sent again (a save that
// changed nothing): its row only takes the new version.
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { CONTENT_LIMITS, type ArticleType } from '../../../../shared/domain/content';
import type { SyncType } from '../../../../shared/domain/sites/languages';
import { insertArticle, writeRevision, writeTerms, type ArticleFields } from '../../../core/content/articleWrites';
import type { Database } from '../../../core/db/database';
import type { AppDeps } from '../../../core/http/routeDef';
import type { SyncTarget } from './binding';
import { translateTexts } from './translateText';

type Db = Kysely<Database>;
// Content's tables, through core's Database (declaration-merged by content): no import of another module.
type Article = Selectable<Database['articles']>;
type Category = Selectable<Database['categories']>;

const clip = (text: string, max: number) => [...text].slice(0, max).join('');

export function hashOf(fields: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export const articleTexts = (a: Article) => [a.title, a.summary, a.seo_title, a.seo_keywords, a.seo_description, a.content];
const categoryTexts = (c: Category) => [c.name];

interface SyncRow { id: number; source_id: number; target_id: number; source_hash: string }

async function syncRowsOf(db: Db, siteId: number, target: SyncTarget, type: SyncType, ids: number[]): Promise<Map<number, SyncRow>> {
  const rows = await db.selectFrom('language_syncs').select(['id', 'source_id', 'target_id', 'source_hash'])
    .where('site_id', '=', siteId).where('target_site_id', '=', target.binding.foreignSiteId).where('item_type', '=', type)
    .where('source_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.source_id, r]));
}

async function saveSyncRow(trx: Db, siteId: number, target: SyncTarget, type: SyncType, existing: SyncRow | undefined, sourceId: number, targetId: number, version: number, hash: string, at: number): Promise<void> {
  const values = { target_id: targetId, source_version: version, source_hash: hash, synced_at: at };
  if (existing) await trx.updateTable('language_syncs').set(values).where('id', '=', existing.id).execute();
  else await trx.insertInto('language_syncs').values({ site_id: siteId, target_site_id: target.binding.foreignSiteId, item_type: type, source_id: sourceId, ...values }).execute();
}

/** The copy's id of a synced source category in the foreign site (0 when none). */
async function targetCategoryOf(trx: Db, siteId: number, target: SyncTarget, sourceCategoryId: number): Promise<number> {
  if (sourceCategoryId === 0) return 0;
  const row = await trx.selectFrom('language_syncs as s').innerJoin('categories as c', 'c.id', 's.target_id')
    .select('c.id').where('s.site_id', '=', siteId).where('s.target_site_id', '=', target.binding.foreignSiteId)
    .where('s.item_type', '=', 'category').where('s.source_id', '=', sourceCategoryId).where('c.site_id', '=', target.binding.foreignSiteId)
    .executeTakeFirst();
  return row?.id ?? 0;
}

export interface CopyContext {
  deps: Pick<AppDeps, 'db' | 'providers' | 'now'>;
  siteId: number;
  accountId: number;
  target: SyncTarget;
}

async function copyArticles(ctx: CopyContext, ids: number[]): Promise<number> {
  const { db } = ctx.deps;
  const foreignId = ctx.target.binding.foreignSiteId;
  const sources = await db.selectFrom('articles').selectAll().where('site_id', '=', ctx.siteId).where('id', 'in', ids).orderBy('id').execute();
  const synced = await syncRowsOf(db, ctx.siteId, ctx.target, 'article', ids);
  const targets = new Map((await db.selectFrom('articles').select(['id', 'title', 'version']).where('site_id', '=', foreignId)
    .where('id', 'in', [0, ...[...synced.values()].map((r) => r.target_id)]).execute()).map((r) => [r.id, r]));
  const work = sources.map((a) => ({ a, hash: hashOf(articleTexts(a)), row: synced.get(a.id) }));
  const toTranslate = work.filter((w) => !(w.row && w.row.source_hash === w.hash && targets.has(w.row.target_id)));
  const result = await translateTexts(ctx.deps, {
    plain: toTranslate.flatMap((w) => articleTexts(w.a).slice(0, 5)),
    html: toTranslate.map((w) => w.a.content),
  }, ctx.target.from, ctx.target.to);
  const at = ctx.deps.now();
  await db.transaction().execute(async (trx) => {
    for (const w of work) {
      const i = toTranslate.indexOf(w);
      if (i < 0) {
        await saveSyncRow(trx, ctx.siteId, ctx.target, 'article', w.row, w.a.id, w.row!.target_id, w.a.version, w.hash, at);
        continue;
      }
      const [title, summary, seoTitle, seoKeywords, seoDescription] = result.plain.slice(i * 5, i * 5 + 5);
      const fields: ArticleFields = {
        type: w.a.type as ArticleType, category_id: await targetCategoryOf(trx, ctx.siteId, ctx.target, w.a.category_id),
        title: clip(title, CONTENT_LIMITS.title), summary: clip(summary, CONTENT_LIMITS.summary), content: clip(result.html[i], CONTENT_LIMITS.content),
        img: w.a.img, author: w.a.author, sort: w.a.sort, status: w.a.status as 0 | 1,
        seo_title: clip(seoTitle, CONTENT_LIMITS.seoTitle), seo_keywords: clip(seoKeywords, CONTENT_LIMITS.seoKeywords),
        seo_description: clip(seoDescription, CONTENT_LIMITS.seoDescription),
        tag_ids: [], attachment_url: w.a.attachment_url, attachment_name: w.a.attachment_name, video_url: w.a.video_url,
      };
      const old = w.row ? targets.get(w.row.target_id) : undefined;
      let targetId: number;
      if (old) {
        const version = old.version + 1;
        await trx.updateTable('articles').set({
          category_id: fields.category_id, title: fields.title, summary: fields.summary, content: fields.content, img: fields.img,
          author: fields.author, sort: fields.sort, status: fields.status, seo_title: fields.seo_title, seo_keywords: fields.seo_keywords,
          seo_description: fields.seo_description, version, updated_at: at, updated_by: ctx.accountId,
        }).where('id', '=', old.id).where('site_id', '=', foreignId).execute();
        await writeTerms(trx, foreignId, old.id, old.title, fields.title);
        await writeRevision(trx, foreignId, old.id, version, fields, ctx.accountId, at);
        targetId = old.id;
      } else {
        targetId = (await insertArticle(trx, foreignId, fields, ctx.accountId, at)).id;
      }
      await saveSyncRow(trx, ctx.siteId, ctx.target, 'article', w.row, w.a.id, targetId, w.a.version, w.hash, at);
    }
  });
  return work.length;
}

async function copyCategories(ctx: CopyContext, ids: number[]): Promise<number> {
  const { db } = ctx.deps;
  const foreignId = ctx.target.binding.foreignSiteId;
  // Parents first, so a child finds its parent's copy.
  const sources = await db.selectFrom('categories').selectAll().where('site_id', '=', ctx.siteId).where('id', 'in', ids).orderBy('parent_id').orderBy('id').execute();
  const synced = await syncRowsOf(db, ctx.siteId, ctx.target, 'category', ids);
  const targets = new Set((await db.selectFrom('categories').select('id').where('site_id', '=', foreignId)
    .where('id', 'in', [0, ...[...synced.values()].map((r) => r.target_id)]).execute()).map((r) => r.id));
  const work = sources.map((c) => ({ c, hash: hashOf(categoryTexts(c)), row: synced.get(c.id) }));
  const toTranslate = work.filter((w) => !(w.row && w.row.source_hash === w.hash && targets.has(w.row.target_id)));
  const result = await translateTexts(ctx.deps, { plain: toTranslate.map((w) => w.c.name), html: [] }, ctx.target.from, ctx.target.to);
  const at = ctx.deps.now();
  await db.transaction().execute(async (trx) => {
    for (const w of work) {
      const i = toTranslate.indexOf(w);
      const version = Number(w.c.updated_at);
      if (i < 0) {
        await saveSyncRow(trx, ctx.siteId, ctx.target, 'category', w.row, w.c.id, w.row!.target_id, version, w.hash, at);
        continue;
      }
      const name = clip(result.plain[i], CONTENT_LIMITS.categoryName);
      const parentId = await targetCategoryOf(trx, ctx.siteId, ctx.target, w.c.parent_id);
      let targetId: number;
      if (w.row && targets.has(w.row.target_id)) {
        await trx.updateTable('categories').set({ name, parent_id: parentId, sort: w.c.sort, updated_at: at }).where('id', '=', w.row.target_id).where('site_id', '=', foreignId).execute();
        targetId = w.row.target_id;
      } else {
        targetId = (await trx.insertInto('categories').values({ site_id: foreignId, type: w.c.type, parent_id: parentId, name, sort: w.c.sort, created_at: at, updated_at: at })
          .returning('id').executeTakeFirstOrThrow()).id;
      }
      await saveSyncRow(trx, ctx.siteId, ctx.target, 'category', w.row, w.c.id, targetId, version, w.hash, at);
    }
  });
  return work.length;
}

/** Translates and writes the items (ids already checked as the site's own); answers how many. */
export function copyItems(ctx: CopyContext, type: SyncType, ids: number[]): Promise<number> {
  if (ids.length === 0) return Promise.resolve(0);
  return type === 'article' ? copyArticles(ctx, ids) : copyCategories(ctx, ids);
}
