// Recommended keywords (§2 /keywords, §6 keyword › recommend_keyword, §7 admin/keyword) of the
// active site: the list with search and paging, add and edit (a word unique per site whatever its
// case, an optional link, a sort value — the shared rules of shared/domain/api/keywords.ts),
// removal, and each keyword's associated articles: the associated page, the site's live articles
// not yet associated (found with the article title search), associate and dissociate. Another
// site's keyword or article does not exist (404, nothing changes).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ListData } from '../../../shared/domain/api/envelope';
import {
  checkKeyword,
  KEYWORD_LIMITS,
  KEYWORD_MSG,
  keywordKey,
  type Keyword,
  type KeywordArticle,
  type KeywordCandidate,
  type KeywordCandidatesQuery,
  type KeywordContentData,
  type KeywordContentQuery,
  type KeywordLinkRequest,
  type KeywordListQuery,
  type KeywordRemoveRequest,
  type KeywordSaveRequest,
} from '../../../shared/domain/api/keywords';
import { ARTICLE_TYPES, type ArticleType } from '../../../shared/domain/content';
import type { Database } from '../../core/db/database';
import type { KeywordsTable } from './tables';
import { ApiError } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { arr, EMPTY, id, int, obj, oneOf, str } from '../../core/http/schemas';
import { articlesOf, filteredArticles, ofSite, ordered, requireTypeKey, requireTypesOf, siteNotFound, visibleTypes } from './articles';
import { containsPattern } from '../../core/db/fold';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { activeSite } from '../../core/services/siteScope';
import { titles } from './common';

type Db = Kysely<Database>;
type KeywordRow = Selectable<KeywordsTable>;

const KEY = 'recommend_keyword';

/** Ids in POST bodies: at most KEYWORD_LIMITS.batch. */
const IDS = arr(id(), 1, KEYWORD_LIMITS.batch);

/** The site's keyword, or 404. */
async function keywordOf(db: Db, siteId: number, keywordId: number): Promise<KeywordRow> {
  const row = await db.selectFrom('keywords').selectAll().where('id', '=', keywordId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw siteNotFound();
  return row;
}

/** Links per keyword to articles of the types the caller may see (recycle bin included). */
async function contentCounts(db: Db, keywordIds: number[], types: readonly number[]): Promise<Map<number, number>> {
  if (!keywordIds.length || !types.length) return new Map();
  const rows = await db.selectFrom('keyword_articles as ka').innerJoin('articles as a', 'a.id', 'ka.article_id')
    .select(['ka.keyword_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('ka.keyword_id', 'in', keywordIds).where('a.type', 'in', [...types]).groupBy('ka.keyword_id').execute();
  return new Map(rows.map((r) => [r.keyword_id, Number(r.n)]));
}

/**
 * A keyword links articles of every type, but a caller sees and links only the types whose list key
 * it holds (content routes' rule): the others are left out of lists and counts, and refused (403).
 */
function typesFor(ctx: RouteContext<unknown, unknown>, wanted?: number): ArticleType[] {
  if (wanted !== undefined) {
    requireTypeKey(ctx, wanted);
    return [wanted as ArticleType];
  }
  return visibleTypes(signedIn(ctx));
}

const words = (rows: { word: string }[]) => titles(rows.map((r) => ({ title: r.word })));

export const keywordRoutes: AnyRoute[] = [
  route<Record<string, never>, KeywordListQuery, ListData<Keyword>>('keywordList', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      let q = db.selectFrom('keywords').where('site_id', '=', site.id);
      const search = ctx.body.keyword ? keywordKey(ctx.body.keyword) : '';
      if (search) q = q.where(sql<boolean>`${sql.ref('word_key')} like ${containsPattern(search)} escape '\\'`);
      const total = Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.body);
      if (total === 0 || offset >= total) return { rows: [], total };
      const rows = await q.selectAll().orderBy('sort', 'asc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const counts = await contentCounts(db, rows.map((r) => r.id), typesFor(ctx));
      return {
        rows: rows.map((r) => ({
          id: r.id, word: r.word, url: r.url, sort: r.sort, content_count: counts.get(r.id) ?? 0, created_at: Number(r.created_at), updated_at: Number(r.updated_at),
        })),
        total,
      };
    },
  }),

  route<Record<string, never>, KeywordSaveRequest, { id: number }>('keywordSave', {
    access: { permission: KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      // Bounds well above the rules' own, so an over-long word gets the rule's message.
      body: obj({ id: id(), word: str(200), url: str(2000), sort: int(KEYWORD_LIMITS.sortMin, KEYWORD_LIMITS.sortMax) }, ['word']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      // Two saves of one word racing: the unique index refuses the second, answered as
      // KEYWORD_MSG.wordExists by the error handler (db/dbErrors.ts), like the check below.
      return db.transaction().execute(async (trx) => {
        const current = body.id === undefined ? undefined : await keywordOf(trx, site.id, body.id);
        const checked = checkKeyword({ word: body.word, url: body.url ?? current?.url ?? '', sort: body.sort ?? current?.sort ?? 0 });
        if (!checked.ok) throw new ApiError(400, checked.message, { field: checked.field });
        const { word, url, sort } = checked.value;
        const key = keywordKey(word);
        const same = await trx.selectFrom('keywords').select('id').where('site_id', '=', site.id).where('word_key', '=', key).executeTakeFirst();
        if (same && same.id !== current?.id) throw new ApiError(400, KEYWORD_MSG.wordExists, { field: 'word' });
        const at = now();
        if (!current) {
          const { id: newId } = await trx.insertInto('keywords').values({ site_id: site.id, word, word_key: key, url, sort, created_at: at, updated_at: at })
            .returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增关键词「${word}」（${newId}）${url ? `，链接 ${url.slice(0, 100)}` : ''}` });
          return { id: newId };
        }
        await trx.updateTable('keywords').set({ word, word_key: key, url, sort, updated_at: at })
          .where('id', '=', current.id).where('site_id', '=', site.id).execute();
        const renamed = current.word !== word ? `「${current.word}」改为「${word}」` : `「${word}」`;
        ctx.note({ detail: `修改关键词${renamed}（${current.id}）` });
        return { id: current.id };
      });
    },
  }),

  route<Record<string, never>, KeywordRemoveRequest, { removed: number }>('keywordRemove', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: IDS }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = [...new Set(ctx.body.ids)];
      return ctx.deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('keywords').select(['id', 'word']).where('site_id', '=', site.id).where('id', 'in', ids).execute();
        // Every one is the site's, or nothing happens.
        if (rows.length !== ids.length) throw siteNotFound();
        const links = await trx.deleteFrom('keyword_articles').where('site_id', '=', site.id).where('keyword_id', 'in', ids).executeTakeFirst();
        await trx.deleteFrom('keywords').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        ctx.note({ detail: `删除关键词 ${rows.length} 个：${words(rows)}，解除 ${Number(links.numDeletedRows)} 条内容关联` });
        return { removed: rows.length };
      });
    },
  }),

  route<KeywordContentQuery, undefined, KeywordContentData>('keywordContent', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const keyword = await keywordOf(db, site.id, ctx.query.id);
      const head = { id: keyword.id, word: keyword.word, url: keyword.url };
      const types = typesFor(ctx);
      if (!types.length) return { rows: [], total: 0, keyword: head };
      const links = db.selectFrom('keyword_articles as ka').innerJoin('articles as a', 'a.id', 'ka.article_id')
        .where('ka.keyword_id', '=', keyword.id).where('ka.site_id', '=', site.id).where('a.site_id', '=', site.id).where('a.type', 'in', types);
      const total = Number((await links.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      if (total === 0 || offset >= total) return { rows: [], total, keyword: head };
      const rows = await links.select(['ka.article_id', 'ka.created_at', 'a.type', 'a.title', 'a.status', 'a.disabled'])
        .orderBy('ka.created_at', 'desc').orderBy('ka.id', 'desc').limit(limit).offset(offset).execute();
      const articles: KeywordArticle[] = rows.map((r) => ({
        article_id: r.article_id, type: r.type as ArticleType, title: r.title, status: r.status === 1 ? 1 : 0, in_recycle_bin: r.disabled === 1,
        associated_at: Number(r.created_at),
      }));
      return { rows: articles, total, keyword: head };
    },
  }),

  route<KeywordCandidatesQuery, undefined, ListData<KeywordCandidate>>('keywordCandidates', {
    access: { permission: KEY },
    mutates: false,
    schema: { querystring: obj({ id: id(), keyword: str(100), type: oneOf(ARTICLE_TYPES), ...PAGE_QUERY }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const keyword = await keywordOf(db, site.id, ctx.query.id);
      const types = typesFor(ctx, ctx.query.type);
      if (!types.length) return { rows: [], total: 0 };
      // The site's live articles (of the types the caller may see, matching the title search) not yet associated.
      const base = await filteredArticles(db, { siteId: site.id, types, disabled: 0, keyword: ctx.query.keyword });
      if (!base) return { rows: [], total: 0 };
      const open = base.where('id', 'not in', db.selectFrom('keyword_articles').select('article_id').where('keyword_id', '=', keyword.id));
      const total = Number((await open.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(ctx.query);
      if (total === 0 || offset >= total) return { rows: [], total };
      const ids = (await ordered(open.select('id'), 'updated_desc').limit(limit).offset(offset).execute()).map((r) => r.id);
      const rows = await db.selectFrom('articles').select(['id', 'type', 'title', 'status', 'updated_at']).where(ofSite(site.id)).where('id', 'in', ids).execute();
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        rows: ids.flatMap((articleId) => {
          const r = byId.get(articleId);
          return r ? [{ id: r.id, type: r.type as ArticleType, title: r.title, status: r.status === 1 ? 1 as const : 0 as const, updated_at: Number(r.updated_at) }] : [];
        }),
        total,
      };
    },
  }),

  route<Record<string, never>, KeywordLinkRequest, { associated: number }>('keywordAssociate', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), article_ids: IDS }, ['id', 'article_ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const articleIds = [...new Set(ctx.body.article_ids)];
      return ctx.deps.db.transaction().execute(async (trx) => {
        const keyword = await keywordOf(trx, site.id, ctx.body.id);
        const articles = await articlesOf(trx, site.id, articleIds);
        requireTypesOf(ctx, articles);
        if (articles.some((a) => a.disabled !== 0)) throw new ApiError(400, KEYWORD_MSG.articleRecycled);
        const linked = new Set((await trx.selectFrom('keyword_articles').select('article_id')
          .where('keyword_id', '=', keyword.id).where('article_id', 'in', articleIds).execute()).map((r) => r.article_id));
        // In the order asked for (the newest association comes last among equal times).
        const byId = new Map(articles.map((a) => [a.id, a]));
        const added = articleIds.filter((a) => !linked.has(a)).map((a) => byId.get(a) as (typeof articles)[number]);
        if (added.length) {
          const at = ctx.deps.now();
          await trx.insertInto('keyword_articles')
            .values(added.map((a) => ({ keyword_id: keyword.id, article_id: a.id, site_id: site.id, created_at: at })))
            .onConflict((oc) => oc.columns(['keyword_id', 'article_id']).doNothing())
            .execute();
        }
        ctx.note({ detail: `关键词「${keyword.word}」（${keyword.id}）关联内容 ${added.length} 条${added.length ? `：${titles(added)}` : ''}` });
        return { associated: added.length };
      });
    },
  }),

  route<Record<string, never>, KeywordLinkRequest, { dissociated: number }>('keywordDissociate', {
    access: { permission: KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), article_ids: IDS }, ['id', 'article_ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const articleIds = [...new Set(ctx.body.article_ids)];
      return ctx.deps.db.transaction().execute(async (trx) => {
        const keyword = await keywordOf(trx, site.id, ctx.body.id);
        const articles = await articlesOf(trx, site.id, articleIds);
        requireTypesOf(ctx, articles);
        const result = await trx.deleteFrom('keyword_articles')
          .where('keyword_id', '=', keyword.id).where('site_id', '=', site.id).where('article_id', 'in', articleIds).executeTakeFirst();
        const dissociated = Number(result.numDeletedRows);
        ctx.note({ detail: `关键词「${keyword.word}」（${keyword.id}）取消关联内容 ${dissociated} 条：${titles(articles)}` });
        return { dissociated };
      });
    },
  }),
];
