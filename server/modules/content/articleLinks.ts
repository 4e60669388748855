// Articles as a kind keywords link to (core/links/linkableKinds.ts), in keyword_articles. A keyword
// links articles of every type, but a caller sees and links only the types whose list key it
// holds (content routes' rule): the others are left out of lists and counts, and refused (403).
import type { ListData } from '../../../shared/domain/api/envelope';
import { KEYWORD_MSG, LINK_STATUS_TEXT, type KeywordArticle, type KeywordCandidate } from '../../../shared/domain/api/keywords';
import type { ArticleType } from '../../../shared/domain/content';
import { foldedContains } from '../../core/db/fold';
import { ApiError } from '../../core/http/envelope';
import { signedIn } from '../../core/http/routeDef';
import type { LinkableKind, LinkCaller } from '../../core/links/linkableKinds';
import { articlesOf, filteredArticles, ofSite, ordered, requireTypesOf, visibleTypes } from './articles';

const statusOf = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

/** The types the caller may see, or just the one asked for (403 without its key). */
function typesFor(caller: LinkCaller, wanted?: number): ArticleType[] {
  if (wanted !== undefined) {
    requireTypesOf(caller, [{ type: wanted }]);
    return [wanted as ArticleType];
  }
  return visibleTypes(signedIn(caller));
}

export const articleLinkable: LinkableKind = {
  id: 'article',
  // Every article type (新闻, 案例, 下载 …): the op-log has called them 内容 since before products.
  label: '内容',

  async linked({ db, siteId, caller }, keywordId, { limit, offset, keyword }): Promise<ListData<KeywordArticle>> {
    const types = typesFor(caller);
    if (!types.length) return { rows: [], total: 0 };
    let links = db.selectFrom('keyword_articles as ka').innerJoin('articles as a', 'a.id', 'ka.article_id')
      .where('ka.keyword_id', '=', keywordId).where('ka.site_id', '=', siteId).where('a.site_id', '=', siteId).where('a.type', 'in', types);
    if (keyword) links = links.where(foldedContains('a.title', keyword));
    const total = Number((await links.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const rows = await links.select(['ka.article_id', 'ka.created_at', 'a.type', 'a.title', 'a.status', 'a.disabled', 'a.updated_at'])
      .orderBy('ka.created_at', 'desc').orderBy('ka.id', 'desc').limit(limit).offset(offset).execute();
    return {
      rows: rows.map((r) => ({
        id: r.article_id, article_id: r.article_id, type: r.type as ArticleType, title: r.title, status: statusOf(r.status),
        status_text: LINK_STATUS_TEXT.article[statusOf(r.status)], in_recycle_bin: r.disabled === 1,
        associated_at: Number(r.created_at), updated_at: Number(r.updated_at),
      })),
      total,
    };
  },

  async candidates({ db, siteId, caller }, keywordId, { limit, offset, keyword, type }): Promise<ListData<KeywordCandidate>> {
    const types = typesFor(caller, type);
    if (!types.length) return { rows: [], total: 0 };
    // The site's live articles (of the types the caller may see, matching the title search) not yet associated.
    const base = await filteredArticles(db, { siteId, types, disabled: 0, keyword });
    if (!base) return { rows: [], total: 0 };
    const open = base.where('id', 'not in', db.selectFrom('keyword_articles').select('article_id').where('keyword_id', '=', keywordId));
    const total = Number((await open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    if (total === 0 || offset >= total) return { rows: [], total };
    const ids = (await ordered(open.select('id'), 'updated_desc').limit(limit).offset(offset).execute()).map((r) => r.id);
    const rows = await db.selectFrom('articles').select(['id', 'type', 'title', 'status', 'updated_at']).where(ofSite(siteId)).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      rows: ids.flatMap((articleId) => {
        const r = byId.get(articleId);
        return r ? [{ id: r.id, type: r.type as ArticleType, title: r.title, status: statusOf(r.status), status_text: LINK_STATUS_TEXT.article[statusOf(r.status)], updated_at: Number(r.updated_at) }] : [];
      }),
      total,
    };
  },

  async link({ db, siteId, caller, now }, keywordId, ids) {
    const articles = await articlesOf(db, siteId, ids);
    requireTypesOf(caller, articles);
    if (articles.some((a) => a.disabled !== 0)) throw new ApiError(400, KEYWORD_MSG.articleRecycled);
    const linked = new Set((await db.selectFrom('keyword_articles').select('article_id')
      .where('keyword_id', '=', keywordId).where('article_id', 'in', ids).execute()).map((r) => r.article_id));
    // In the order asked for (the newest association comes last among equal times).
    const byId = new Map(articles.map((a) => [a.id, a]));
    const added = ids.filter((a) => !linked.has(a)).map((a) => byId.get(a) as (typeof articles)[number]);
    if (added.length) {
      await db.insertInto('keyword_articles')
        .values(added.map((a) => ({ keyword_id: keywordId, article_id: a.id, site_id: siteId, created_at: now })))
        .onConflict((oc) => oc.columns(['keyword_id', 'article_id']).doNothing())
        .execute();
    }
    return { count: added.length, titles: added.map((a) => a.title) };
  },

  async unlink({ db, siteId, caller }, keywordId, ids) {
    const articles = await articlesOf(db, siteId, ids);
    requireTypesOf(caller, articles);
    const result = await db.deleteFrom('keyword_articles')
      .where('keyword_id', '=', keywordId).where('site_id', '=', siteId).where('article_id', 'in', ids).executeTakeFirst();
    return { count: Number(result.numDeletedRows), titles: articles.map((a) => a.title) };
  },

  async counts({ db, caller }, keywordIds) {
    const types = typesFor(caller);
    if (!keywordIds.length || !types.length) return new Map();
    // Links to articles of the types the caller may see (recycle bin included).
    const rows = await db.selectFrom('keyword_articles as ka').innerJoin('articles as a', 'a.id', 'ka.article_id')
      .select(['ka.keyword_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('ka.keyword_id', 'in', keywordIds).where('a.type', 'in', types).groupBy('ka.keyword_id').execute();
    return new Map(rows.map((r) => [r.keyword_id, Number(r.n)]));
  },

  async dropKeywords(db, siteId, keywordIds) {
    const result = await db.deleteFrom('keyword_articles').where('site_id', '=', siteId).where('keyword_id', 'in', keywordIds).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
