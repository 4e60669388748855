// 站内TKD: the site's categories, articles and products with their own and effective TKD (the
// shared render rule over the site's templates), the 缺失 / 过长 / 重复 marks, and the writes of
// their own fields: articles and products through core's reviseArticleText / reviseProductText
// (optimistic lock, version + 1, a revision, as their editors save), categories in seo_category_tkd.
import type { Kysely } from 'kysely';
import {
  effectiveTkd,
  extractDescription,
  extractKeywords,
  lengthState,
  TEMPLATE_OF_RECORD,
  TKD_MSG,
  variableValues,
  type SeoParams,
  type Tkd,
  type TkdInsideRow,
  type TkdRecordKind,
  type TkdTemplates,
} from '../../../../shared/domain/seo/tkd';
import { reviseArticleText, reviseProductText } from '../../../core/content/textRevision';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { plainText } from '../../../core/services/sanitize';

type Db = Kysely<Database>;

export interface SiteTkdContext {
  siteId: number;
  siteName: string;
  params: SeoParams;
  templates: TkdTemplates;
}

export interface RawRecord {
  id: number;
  name: string;
  categoryName: string;
  version: number;
  own: Tkd;
}

const categoryKind = (kind: TkdRecordKind) => (kind === 'articleCategory' ? 'article' : 'product');

/** Every live record of the kind (no bodies): the list's one read, its marks computed in memory. */
export async function loadRecords(db: Db, siteId: number, kind: TkdRecordKind): Promise<RawRecord[]> {
  if (kind === 'article') {
    const rows = await db.selectFrom('articles').leftJoin('categories', 'categories.id', 'articles.category_id')
      .select(['articles.id', 'articles.title', 'articles.version', 'articles.seo_title', 'articles.seo_keywords', 'articles.seo_description', 'categories.name as category'])
      .where('articles.site_id', '=', siteId).where('articles.disabled', '=', 0).orderBy('articles.id', 'desc').execute();
    return rows.map((r) => ({ id: r.id, name: r.title, categoryName: r.category ?? '', version: r.version, own: { title: r.seo_title, keywords: r.seo_keywords, description: r.seo_description } }));
  }
  if (kind === 'product') {
    const rows = await db.selectFrom('products').leftJoin('product_categories', 'product_categories.id', 'products.type_id')
      .select(['products.id', 'products.name', 'products.version', 'products.seo_title', 'products.seo_keywords', 'products.seo_description', 'product_categories.name as category'])
      .where('products.site_id', '=', siteId).where('products.disabled', '=', 0).orderBy('products.id', 'desc').execute();
    return rows.map((r) => ({ id: r.id, name: r.name, categoryName: r.category ?? '', version: r.version, own: { title: r.seo_title, keywords: r.seo_keywords, description: r.seo_description } }));
  }
  const table = kind === 'articleCategory' ? 'categories' : 'product_categories';
  const cats = await db.selectFrom(table).select(['id', 'name']).where('site_id', '=', siteId).orderBy('sort').orderBy('id').execute();
  const own = await db.selectFrom('seo_category_tkd').select(['category_id', 'title', 'keywords', 'description'])
    .where('site_id', '=', siteId).where('kind', '=', categoryKind(kind)).execute();
  const byId = new Map(own.map((o) => [o.category_id, o]));
  return cats.map((c) => {
    const o = byId.get(c.id);
    return { id: c.id, name: c.name, categoryName: c.name, version: 0, own: { title: o?.title ?? '', keywords: o?.keywords ?? '', description: o?.description ?? '' } };
  });
}

/** A record's effective TKD: its own fields, else its page kind's template over its values (the shared rule; also the site score's). */
export function effectiveTkdOf(ctx: SiteTkdContext, kind: TkdRecordKind, r: Pick<RawRecord, 'name' | 'categoryName' | 'own'>): Tkd {
  const values = variableValues(ctx.siteName, ctx.params, {
    categoryName: r.categoryName,
    articleTitle: kind === 'article' ? r.name : '',
    productName: kind === 'product' ? r.name : '',
    keywords: r.own.keywords,
  });
  return effectiveTkd(r.own, ctx.templates[TEMPLATE_OF_RECORD[kind]], values);
}

/** The records with their effective TKD and marks; 重复 = an effective title another record of the kind shares. */
export function markRecords(ctx: SiteTkdContext, kind: TkdRecordKind, records: RawRecord[]): TkdInsideRow[] {
  const rows = records.map((r): TkdInsideRow => {
    const isCategory = kind === 'articleCategory' || kind === 'productCategory';
    const effective = effectiveTkdOf(ctx, kind, r);
    return {
      kind, id: r.id, name: r.name, categoryName: isCategory ? '' : r.categoryName, version: r.version, own: r.own, effective,
      missing: !r.own.title.trim() || !r.own.keywords.trim() || !r.own.description.trim(),
      long: lengthState('title', effective.title) === 'long' || lengthState('description', effective.description) === 'long',
      duplicate: false,
    };
  });
  const counts = new Map<string, number>();
  for (const r of rows) if (r.effective.title) counts.set(r.effective.title, (counts.get(r.effective.title) ?? 0) + 1);
  for (const r of rows) r.duplicate = (counts.get(r.effective.title) ?? 0) > 1;
  return rows;
}

/** Writes a record's own TKD (articles and products under their lock); answers the new version. */
export async function writeOwnTkd(db: Db, siteId: number, kind: TkdRecordKind, id: number, version: number, tkd: Tkd, editorId: number, at: number): Promise<number> {
  const patch = { seo_title: tkd.title, seo_keywords: tkd.keywords, seo_description: tkd.description };
  if (kind === 'article') return (await db.transaction().execute((trx) => reviseArticleText(trx, siteId, id, version, patch, editorId, at))).version;
  if (kind === 'product') return (await db.transaction().execute((trx) => reviseProductText(trx, siteId, id, version, patch, editorId, at))).version;
  const table = kind === 'articleCategory' ? 'categories' : 'product_categories';
  const exists = await db.selectFrom(table).select('id').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!exists) throw new ApiError(404, TKD_MSG.recordMissing);
  await db.insertInto('seo_category_tkd').values({ site_id: siteId, kind: categoryKind(kind), category_id: id, ...tkd, updated_at: at })
    .onConflict((oc) => oc.columns(['site_id', 'kind', 'category_id']).doUpdateSet({ ...tkd, updated_at: at })).execute();
  return 0;
}

/** What 一键提取 fills into a record's empty own fields (filled ones are kept). */
export async function extractFor(db: Db, siteId: number, kind: TkdRecordKind, id: number, own: Tkd, library: readonly string[]): Promise<Tkd> {
  let name = '';
  let text = '';
  if (kind === 'article') {
    const row = await db.selectFrom('articles').select(['title', 'summary', 'content']).where('site_id', '=', siteId).where('id', '=', id).where('disabled', '=', 0).executeTakeFirst();
    if (!row) throw new ApiError(404, TKD_MSG.recordMissing);
    name = row.title;
    text = plainText(row.content) || row.summary;
  } else if (kind === 'product') {
    const row = await db.selectFrom('products').select(['name', 'summary', 'content']).where('site_id', '=', siteId).where('id', '=', id).where('disabled', '=', 0).executeTakeFirst();
    if (!row) throw new ApiError(404, TKD_MSG.recordMissing);
    name = row.name;
    text = plainText(row.content) || row.summary;
  } else {
    const table = kind === 'articleCategory' ? 'categories' : 'product_categories';
    const row = await db.selectFrom(table).select('name').where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, TKD_MSG.recordMissing);
    name = row.name;
  }
  return {
    title: own.title.trim() ? own.title : name,
    keywords: own.keywords.trim() ? own.keywords : extractKeywords(name, text, library),
    description: own.description.trim() ? own.description : extractDescription(text),
  };
}

/** The site's keyword library (seo_words, enabled, not 违禁词): what 一键提取 picks keywords from. */
export async function keywordLibrary(db: Db, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('seo_words').select('word')
    .where('site_id', '=', siteId).where('enabled', '=', 1).where('kind', '!=', 'forbidden').execute();
  return rows.map((r) => r.word);
}
