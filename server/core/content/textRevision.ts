// Rewriting a few text fields of an article or a product from outside its module (the keyword
// detection's 替换 / 删除, issue 12 §4), the way its own editor saves: under the optimistic lock
// (409 LockConflict when it moved on, nothing written), version + 1, updated_by/at, and a new
// revision holding the whole record as it now is — so the history shows the change and an editor
// still open on the old version gets the conflict message. The tables are the content and product
// modules'; a caller must declare both among its dependencies.
import type { Kysely } from 'kysely';
import { CUSTOM_FIELD_SLOTS } from '../../../shared/domain/product';
import { snapshotFrom } from '../../../shared/domain/product/history';
import type { Database } from '../db/database';
import { lockConflict } from '../db/optimisticLock';
import { ApiError } from '../http/envelope';
import { snapshotOf, writeRevision, writeTerms, type ArticleFields } from './articleWrites';

type Db = Kysely<Database>;

export const TEXT_REVISION_MSG = {
  articleGone: '文章不存在或已删除',
  productGone: '产品不存在或已删除',
} as const;

export interface ArticleTextPatch {
  title?: string;
  summary?: string;
  content?: string;
  seo_title?: string;
  seo_keywords?: string;
  seo_description?: string;
}

export type ProductTextPatch = Omit<ArticleTextPatch, 'title'>;

/** Writes the patch if the article is still at `version` (inside the caller's transaction). */
export async function reviseArticleText(trx: Db, siteId: number, id: number, version: number, patch: ArticleTextPatch, editorId: number, at: number): Promise<{ version: number }> {
  const current = await trx.selectFrom('articles').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!current) throw new ApiError(404, TEXT_REVISION_MSG.articleGone);
  if (current.version !== version) throw await lockConflict(trx, current);
  const next = version + 1;
  const result = await trx.updateTable('articles').set({ ...patch, version: next, updated_by: editorId, updated_at: at })
    .where('id', '=', id).where('site_id', '=', siteId).where('version', '=', version).executeTakeFirst();
  // Another writer between the read and the update (PostgreSQL, concurrent transactions).
  if (Number(result.numUpdatedRows) !== 1) throw await lockConflict(trx, current);
  if (patch.title !== undefined) await writeTerms(trx, siteId, id, current.title, patch.title);
  const tags = await trx.selectFrom('article_tags').select('tag_id').where('article_id', '=', id).orderBy('id').execute();
  const fields: ArticleFields = {
    type: current.type as ArticleFields['type'], title: current.title, category_id: current.category_id, status: current.status === 0 ? 0 : 1,
    sort: current.sort, author: current.author, img: current.img, tag_ids: tags.map((t) => t.tag_id), summary: current.summary,
    content: current.content, seo_title: current.seo_title, seo_keywords: current.seo_keywords, seo_description: current.seo_description,
    attachment_url: current.attachment_url, attachment_name: current.attachment_name, video_url: current.video_url, ...patch,
  } as ArticleFields;
  await writeRevision(trx, siteId, id, next, fields, editorId, at);
  return { version: next };
}

const parseJson = (text: string, fallback: unknown) => {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
};

/** Writes the patch if the product is still at `version` (its name is its own form's: not here). */
export async function reviseProductText(trx: Db, siteId: number, id: number, version: number, patch: ProductTextPatch, editorId: number, at: number): Promise<{ version: number }> {
  const current = await trx.selectFrom('products').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  if (!current) throw new ApiError(404, TEXT_REVISION_MSG.productGone);
  if (current.version !== version) throw await lockConflict(trx, current);
  const next = version + 1;
  const result = await trx.updateTable('products').set({ ...patch, version: next, updated_by: editorId, updated_at: at })
    .where('id', '=', id).where('site_id', '=', siteId).where('version', '=', version).executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw await lockConflict(trx, current);
  const tags = await trx.selectFrom('product_tag_links').select('tag_id').where('product_id', '=', id).orderBy('id').execute();
  const row = current as unknown as Record<string, unknown>;
  const snapshot = snapshotFrom({
    ...current, ...patch, images: parseJson(current.images, []), specs: parseJson(current.specs, []), related_ids: parseJson(current.related_ids, []),
    tag_ids: tags.map((t) => t.tag_id), custom: Object.fromEntries(CUSTOM_FIELD_SLOTS.map((slot) => [slot, row[slot]])),
  });
  await trx.insertInto('product_revisions').values({
    product_id: id, site_id: siteId, version: next, name: current.name, snapshot: JSON.stringify(snapshot), editor_id: editorId, created_at: at,
  }).execute();
  return { version: next };
}
