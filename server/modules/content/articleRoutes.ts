// Articles (§7 Content: admin_cms/article …), scoped to the caller's active site: an article of
// another site answers 404 (MSG.siteNotFound) and nothing changes. Access: any one of the content
// lists' §6 keys admits the caller to these routes, and then the handler requires the key of each
// article's own type (ARTICLE_TYPE_INFO), so a help-only operator cannot read or touch news.
// Saves are sanitised (services/sanitize.ts), lock-checked (409 LockConflict) and keep a revision.
import type {
  ArticleEditResult,
  ArticleListQuery,
  ArticleRow,
  ArticleSaveRequest,
  ArticleSaveResult,
  ArticleSort,
  CaptureRequest,
  DraftListQuery,
  NoDownloadRequest,
  RecycleListQuery,
  RevisionDetail,
  RevisionRestoreRequest,
  RevisionRow,
  UpDownRequest,
} from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { ARTICLE_TYPES, CONTENT_LIMITS, CONTENT_MSG, type ArticleType } from '../../../shared/domain/content';
import { ApiError, encodeJson, type EncodedJson } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type RouteContext } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../core/http/schemas';
import {
  articleDetail,
  articleOf,
  articlePage,
  articlesOf,
  categoriesOfType,
  checkArticleRefs,
  CONTENT_ERR,
  countArticles,
  CONTENT_LIST_KEYS,
  destroyArticles,
  ofSite,
  orderCheckpoints,
  selectionOf,
  parseSnapshot,
  prepareArticleFields,
  requireTypesOf,
  siteNotFound,
  subtreeOf,
  updateArticle,
  visibleTypes,
  type ArticleFilter,
  type OrderKey,
} from './articles';
import { checkCategory, insertArticle } from '../../core/content/articleWrites';
import { requireTypeKey } from '../../core/content/articleTypeAccess';
import { CaptureBusy, CaptureTimeout } from '../../core/capture/capturePool';
import type { CapturedArticle } from '../../core/capture/contentCapture';
import { FetchRefused, FetchTooLarge } from '../../core/services/safeFetch';
import { revisionOf, revisionPage, type RevisionSource } from '../../core/revisions/revisionPage';
import { activeSite } from '../../core/services/siteScope';
import { CHECKPOINT_MAX_AGE_MS } from '../../core/services/readCache';
import { ARTICLE_PAGE, ID_ARRAY, ID_LIST, OPTIONAL_ID, parseIds, setRemoved, titles, URL_FIELD } from './common';
import { writeDownloadPower } from './downloadPower';
import { DOWNLOAD_POWERS } from '../../../shared/domain/members/centreRules';
import { RANK_LEVEL_RANGE } from '../../../shared/domain/members/memberRules';

/** Where an article's saves are kept (core/revisions: listed and read like a product's). */
const ARTICLE_REVISIONS: RevisionSource = { table: 'article_revisions', owner: 'article_id', title: 'title' };
const SORTS: readonly ArticleSort[] = ['updated_desc', 'created_desc', 'sort_asc', 'title_asc'];
const STATUS = oneOf([0, 1]);
/** articleSave may carry the largest article body (CONTENT_LIMITS.content characters, up to 3 bytes each). */
export const ARTICLE_SAVE_BODY_LIMIT = 4 * 1024 * 1024;
/** What the list caches read: a write to any of these tables drops the cached pages. */
const LIST_TABLES = ['sites', 'articles', 'categories', 'article_tags', 'article_terms'] as const;



function cacheKey(ctx: RouteContext<unknown, unknown>, parts: unknown[]): string {
  const { account, session } = signedIn(ctx);
  return [account.company_id, session.site_id, ...parts].join('|');
}

/**
 * A page of articles across every type the caller may list (the recycle bin, the drafts view);
 * the access hook guarantees at least one.
 */
async function acrossVisibleTypes(ctx: RouteContext<{ keyword?: string; page?: number; rows?: number }, undefined>, filter: { disabled: 0 | 1; status?: 0 }): Promise<ListData<ArticleRow>> {
  const site = await activeSite(ctx);
  const types = visibleTypes(signedIn(ctx));
  return articlePage(ctx.deps.db, { siteId: site.id, types, keyword: ctx.query.keyword, ...filter }, ctx.query);
}

export const contentRoutes: AnyRoute[] = [
  route<ArticleListQuery, undefined, ListData<ArticleRow>>('articleList', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: {
      querystring: obj({
        type: oneOf(ARTICLE_TYPES), disabled: bool(), category_id: OPTIONAL_ID, status: STATUS, keyword: str(100), tag_id: id(),
        sort: oneOf(SORTS), ...ARTICLE_PAGE,
      }, ['type']),
    },
    handler(ctx) {
      const q = ctx.query;
      requireTypeKey(ctx, q.type);
      const { db, caches } = ctx.deps;
      const keyword = q.keyword?.trim() ?? '';
      // A page is kept serialised until an article, category, tag link or the site changes
      // (services/readCache.ts); the type key is checked above, on every request.
      const filterKey = cacheKey(ctx, [q.type, q.disabled ? 1 : 0, q.category_id ?? 0, q.status ?? '', q.tag_id ?? 0, keyword]);
      const key = `${filterKey}|${q.sort ?? ''}|${q.page ?? 1}|${q.rows ?? 10}`;
      // Wide pages (the 1,000-row view, up to ~300 KB each) get a small cache of their own, so
      // memory stays bounded whatever pages are asked for.
      const cache = (q.rows ?? 10) > 100
        ? caches.of<EncodedJson<ListData<ArticleRow>>>('articleListWide', LIST_TABLES, 16)
        : caches.of<EncodedJson<ListData<ArticleRow>>>('articleList', LIST_TABLES, 1_000);
      return cache.get(key, async () => {
        const site = await activeSite(ctx);
        const filter: ArticleFilter = { siteId: site.id, types: [q.type], disabled: q.disabled ? 1 : 0, status: q.status, keyword };
        if (q.category_id) {
          // A category lists its subcategories' articles too.
          const all = await categoriesOfType(db, site.id, q.type);
          if (!all.some((c) => c.id === q.category_id)) throw new ApiError(400, CONTENT_ERR.categoryInvalid);
          filter.categoryIds = subtreeOf(all, q.category_id);
        }
        if (q.tag_id !== undefined) {
          const tag = await db.selectFrom('tags').select('id').where('id', '=', q.tag_id).where('site_id', '=', site.id).executeTakeFirst();
          if (!tag) throw new ApiError(400, CONTENT_ERR.tagInvalid);
          filter.tagId = q.tag_id;
        }
        // The count is shared by every page and order of the same filter.
        const selection = selectionOf(db, filter);
        const total = await caches.of<number>('articleCount', LIST_TABLES).get(filterKey, async () => ({ value: await countArticles(db, filter, selection) }));
        // Deep pages seek from checkpoints kept beside the count (only where values are kept at all:
        // reading them for one request would cost more than the skip they save).
        const sort = q.sort ?? 'updated_desc';
        const checkpoints = caches.tracker.cacheable
          ? () => caches.of<OrderKey[]>('articleCheckpoints', LIST_TABLES, 200, CHECKPOINT_MAX_AGE_MS).get(`${filterKey}|${sort}`, async () => ({ value: await orderCheckpoints(db, filter, sort, selection) }))
          : undefined;
        return { value: encodeJson(await articlePage(db, filter, q, { total, checkpoints, selection })) };
      });
    },
  }),

  route<RecycleListQuery, undefined, ListData<ArticleRow>>('articleRecycle', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: { querystring: obj({ keyword: str(100), ...ARTICLE_PAGE }) },
    handler: (ctx) => acrossVisibleTypes(ctx, { disabled: 1 }),
  }),

  route<DraftListQuery, undefined, ListData<ArticleRow>>('articleDrafts', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: { querystring: obj({ keyword: str(100), ...ARTICLE_PAGE }) },
    // The home's 草稿文章 counts with the same rule (grantedArticleTypes).
    handler: (ctx) => acrossVisibleTypes(ctx, { disabled: 0, status: 0 }),
  }),

  route<{ id: number }, undefined, ArticleEditResult>('articleEdit', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await articleOf(ctx.deps.db, site.id, ctx.query.id);
      requireTypeKey(ctx, row.type);
      return { info: await articleDetail(ctx.deps.db, row) };
    },
  }),

  route<Record<string, never>, ArticleSaveRequest, ArticleSaveResult>('articleSave', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    bodyLimit: ARTICLE_SAVE_BODY_LIMIT,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), version: int(1, MAX_ID), type: oneOf(ARTICLE_TYPES), category_id: OPTIONAL_ID,
        // The title is bounded loosely: its limit is answered in CONTENT_MSG's words.
        title: str(1000), summary: str(CONTENT_LIMITS.summary), content: str(CONTENT_LIMITS.content), img: URL_FIELD,
        author: str(CONTENT_LIMITS.author), sort: int(0, 99_999_999), status: STATUS, seo_title: str(CONTENT_LIMITS.seoTitle),
        seo_keywords: str(CONTENT_LIMITS.seoKeywords), seo_description: str(CONTENT_LIMITS.seoDescription),
        tag_ids: arr(id(), 0, CONTENT_LIMITS.tagsPerArticle), attachment_url: URL_FIELD, attachment_name: str(200), video_url: URL_FIELD,
        download_power: oneOf(DOWNLOAD_POWERS), download_min_level: int(0, RANK_LEVEL_RANGE[1]),
      }, ['type', 'title']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      requireTypeKey(ctx, body.type);
      if (body.id !== undefined && body.version === undefined) throw new ApiError(400, CONTENT_ERR.versionRequired);
      // Sanitising (the heavy part) before the transaction; the references and the lock inside it.
      const fields = prepareArticleFields(body);
      const me = signedIn(ctx).account.id;
      const at = now();
      const articleId = body.id;
      // Other modules' part in the body (anchor text), on the sanitised text, before the lock is taken.
      fields.content = await ctx.deps.contentHooks.rewriteBody({ db, siteId: site.id, kind: 'article', id: articleId ?? null, html: fields.content });
      const announce = (savedId: number) => ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'article', ids: [savedId], change: 'saved', at });
      if (articleId === undefined) {
        const saved = await db.transaction().execute(async (trx) => {
          await checkArticleRefs(trx, site.id, fields);
          const inserted = await insertArticle(trx, site.id, fields, me, at);
          await writeDownloadPower(trx, inserted.id, body);
          return inserted;
        });
        ctx.note({ detail: `新增内容「${fields.title}」（${saved.id}，类型 ${fields.type}）` });
        announce(saved.id);
        return saved;
      }
      const saved = await db.transaction().execute(async (trx) => {
        await checkArticleRefs(trx, site.id, fields);
        const updated = await updateArticle(trx, site.id, articleId, body.version as number, fields, me, at, (current) => requireTypeKey(ctx, current.type));
        await writeDownloadPower(trx, updated.id, body);
        return updated;
      });
      ctx.note({ detail: `修改内容「${fields.title}」（${articleId}，版本 ${saved.version}）` });
      announce(saved.id);
      return { id: saved.id, version: saved.version };
    },
  }),

  route<{ ids: string }, undefined, { removed: number }>('articleRemove', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      const answer = await db.transaction().execute(async (trx) => {
        const rows = await articlesOf(trx, site.id, ids);
        requireTypesOf(ctx, rows);
        const removed = await setRemoved(trx, 'articles', site.id, ids, true, now());
        ctx.note({ detail: `移入回收站 ${removed} 篇：${titles(rows)}` });
        return { removed };
      });
      ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'article', ids, change: 'removed', at: now() });
      return answer;
    },
  }),

  route<{ ids: string }, undefined, { restored: number }>('articleRestore', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      const answer = await db.transaction().execute(async (trx) => {
        const rows = await articlesOf(trx, site.id, ids);
        requireTypesOf(ctx, rows);
        const restored = await setRemoved(trx, 'articles', site.id, ids, false, now());
        ctx.note({ detail: `从回收站还原 ${restored} 篇：${titles(rows)}` });
        return { restored };
      });
      ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'article', ids, change: 'restored', at: now() });
      return answer;
    },
  }),

  route<{ ids: string }, undefined, { destroyed: number }>('articleDestroy', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const rows = await articlesOf(trx, site.id, ids);
        requireTypesOf(ctx, rows);
        // Only from the recycle bin: a live article is never deleted in one step.
        if (rows.some((r) => r.disabled !== 1)) throw new ApiError(400, CONTENT_ERR.notInRecycleBin);
        await destroyArticles(trx, site.id, rows);
        ctx.note({ detail: `彻底删除 ${rows.length} 篇：${titles(rows)}` });
        return { destroyed: rows.length };
      });
    },
  }),

  route<Record<string, never>, UpDownRequest, { updated: number }>('articleUpDown', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, status: STATUS }, ['ids', 'status']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, status } = ctx.body;
      const me = signedIn(ctx).account.id;
      const answer = await db.transaction().execute(async (trx) => {
        const rows = await articlesOf(trx, site.id, ids);
        requireTypesOf(ctx, rows);
        // The status is part of what an editor saves: changing it moves the version (an open
        // editor then gets the lock conflict instead of silently undoing it).
        const result = await trx.updateTable('articles')
          .set((eb) => ({ status, version: eb('version', '+', 1), updated_by: me, updated_at: now() }))
          .where(ofSite(site.id)).where('id', 'in', ids).where('status', '!=', status).executeTakeFirst();
        const updated = Number(result.numUpdatedRows);
        ctx.note({ detail: `${status === 1 ? '发布' : '下线'} ${updated} 篇：${titles(rows)}` });
        return { updated };
      });
      ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'article', ids, change: status === 1 ? 'published' : 'unpublished', at: now() });
      return answer;
    },
  }),

  route<Record<string, never>, NoDownloadRequest, { updated: number }>('articleNoDownload', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ ids: ID_ARRAY, nodownload: bool() }, ['ids', 'nodownload']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { ids, nodownload } = ctx.body;
      return db.transaction().execute(async (trx) => {
        const rows = await articlesOf(trx, site.id, ids);
        requireTypesOf(ctx, rows);
        if (rows.some((r) => r.type !== 4)) throw new ApiError(400, CONTENT_MSG.noDownloadTypeOnly);
        const result = await trx.updateTable('articles').set({ nodownload: nodownload ? 1 : 0, updated_at: now() })
          .where(ofSite(site.id)).where('id', 'in', ids).executeTakeFirst();
        const updated = Number(result.numUpdatedRows);
        ctx.note({ detail: `${nodownload ? '禁止' : '允许'}下载 ${updated} 篇：${titles(rows)}` });
        return { updated };
      });
    },
  }),

  route<Record<string, never>, undefined, { author: string }>('articleLastAuthor', {
    access: { permission: CONTENT_LIST_KEYS },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      // The author of the caller's own last save on this site (their input, whatever its type).
      const last = await ctx.deps.db.selectFrom('article_revisions').select('snapshot')
        .where('site_id', '=', site.id).where('editor_id', '=', signedIn(ctx).account.id)
        .orderBy('id', 'desc').limit(1).executeTakeFirst();
      return { author: last ? (parseSnapshot(last.snapshot)?.author ?? '') : '' };
    },
  }),

  route<{ id: number; page?: number; rows?: number }, undefined, ListData<RevisionRow>>('articleHistory', {
    access: { permission: 'content_history_list' },
    mutates: false,
    schema: { querystring: obj({ id: id(), page: int(1, 100_000), rows: int(1, 100) }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const article = await articleOf(db, site.id, ctx.query.id);
      requireTypeKey(ctx, article.type);
      const page = await revisionPage(db, ARTICLE_REVISIONS, site.id, article.id, ctx.query);
      return { rows: page.rows.map(({ owner_id, ...r }) => ({ ...r, article_id: owner_id })), total: page.total };
    },
  }),

  route<{ rid: number }, undefined, RevisionDetail>('articleHistoryRow', {
    access: { permission: 'content_history_list' },
    mutates: false,
    schema: { querystring: obj({ rid: id() }, ['rid']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const rev = await revisionOf(db, ARTICLE_REVISIONS, site.id, ctx.query.rid);
      if (!rev) throw siteNotFound();
      const article = await articleOf(db, site.id, rev.owner_id);
      requireTypeKey(ctx, article.type);
      const snapshot = parseSnapshot(rev.snapshot);
      if (!snapshot) throw new ApiError(404, CONTENT_ERR.revisionNotFound);
      return { rid: rev.rid, article_id: rev.owner_id, version: rev.version, title: rev.title, editor: rev.editor, created_at: rev.created_at, article: snapshot };
    },
  }),

  route<Record<string, never>, RevisionRestoreRequest, ArticleSaveResult>('articleHistoryRestore', {
    access: { permission: 'content_history_edit' },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ id: id(), rid: id(), version: int(1, MAX_ID) }, ['id', 'rid', 'version']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const { id: articleId, rid, version } = ctx.body;
      const me = signedIn(ctx).account.id;
      const saved = await db.transaction().execute(async (trx) => {
        const article = await articleOf(trx, site.id, articleId);
        requireTypeKey(ctx, article.type);
        const rev = await trx.selectFrom('article_revisions').select(['id', 'version', 'snapshot'])
          .where('id', '=', rid).where('site_id', '=', site.id).where('article_id', '=', articleId).executeTakeFirst();
        if (!rev) throw siteNotFound();
        const snapshot = parseSnapshot(rev.snapshot);
        if (!snapshot) throw new ApiError(404, CONTENT_ERR.revisionNotFound);
        requireTypeKey(ctx, snapshot.type);
        const fields = prepareArticleFields(snapshot);
        // What no longer exists is let go: a removed category becomes none, removed tags are dropped.
        const category = await trx.selectFrom('categories').select('id')
          .where('id', '=', fields.category_id).where('site_id', '=', site.id).where('type', '=', fields.type).executeTakeFirst();
        if (!category) fields.category_id = 0;
        if (fields.tag_ids.length) {
          const live = new Set((await trx.selectFrom('tags').select('id').where('site_id', '=', site.id).where('id', 'in', fields.tag_ids).execute()).map((t) => t.id));
          fields.tag_ids = fields.tag_ids.filter((t) => live.has(t));
        }
        const result = await updateArticle(trx, site.id, articleId, version, fields, me, now(), () => undefined);
        ctx.note({ detail: `将「${fields.title}」（${articleId}）恢复为版本 ${rev.version}，新版本 ${result.version}` });
        return result;
      });
      ctx.deps.contentHooks.changed({ siteId: site.id, kind: 'article', ids: [saved.id], change: 'saved', at: now() });
      return { id: saved.id, version: saved.version };
    },
  }),

  route<Record<string, never>, CaptureRequest, { id: number }>('articleCapture', {
    access: { permission: 'content_capture' },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ url: str(2000), type: oneOf(ARTICLE_TYPES), category_id: OPTIONAL_ID }, ['url', 'type']) },
    async handler(ctx) {
      const { db, now, fetchPage, capture } = ctx.deps;
      const site = await activeSite(ctx);
      const { url, type } = ctx.body;
      const categoryId = ctx.body.category_id ?? 0;
      requireTypeKey(ctx, type);
      await checkCategory(db, site.id, type, categoryId);
      // Busy now: say so before spending up to 8 s fetching a page nobody could analyse.
      if (capture.full) throw new ApiError(429, CONTENT_MSG.captureBusy);
      let page;
      try {
        page = await fetchPage(url);
      } catch (err) {
        ctx.note({ detail: `采集 ${url.slice(0, 100)}：${err instanceof Error ? err.message : String(err)}`.slice(0, 200) });
        throw new ApiError(400, err instanceof FetchRefused ? CONTENT_MSG.urlRefused : err instanceof FetchTooLarge ? CONTENT_MSG.capturePageTooLarge : CONTENT_MSG.captureFailed);
      }
      // Parsing is CPU work on a page someone else wrote: in a worker, with a time limit.
      let captured: CapturedArticle | null;
      try {
        captured = await capture.extract(page.html, page.url);
      } catch (err) {
        ctx.note({ detail: `采集 ${page.url.slice(0, 100)}：${err instanceof Error ? err.message : String(err)}`.slice(0, 200) });
        if (err instanceof CaptureBusy) throw new ApiError(429, CONTENT_MSG.captureBusy);
        throw new ApiError(400, err instanceof CaptureTimeout ? CONTENT_MSG.captureTooSlow : CONTENT_MSG.captureFailed);
      }
      if (!captured) throw new ApiError(400, CONTENT_MSG.captureFailed);
      const fields = prepareArticleFields({
        type: type as ArticleType, title: captured.title, content: captured.content, summary: captured.summary, category_id: categoryId,
        status: 0, seo_title: captured.title.slice(0, CONTENT_LIMITS.seoTitle), seo_description: captured.summary,
      });
      const me = signedIn(ctx).account.id;
      const saved = await db.transaction().execute(async (trx) => {
        await checkArticleRefs(trx, site.id, fields);
        return insertArticle(trx, site.id, fields, me, now());
      });
      ctx.note({ detail: `采集「${fields.title}」（${saved.id}）自 ${page.url.slice(0, 100)}` });
      return { id: saved.id };
    },
  }),
];

