// 公众号采集's routes (issue 16 §4), all under ai_gather and the AI gate (a demo account, a company
// without the service, and — when an AI option is on — an unconfigured model are refused before
// anything is read or fetched), all of the caller's active site:
//   POST admin/AiArticle/gatherMpWeixinArticle — gather one article into a draft;
//   GET admin_cms/AiArticle/lastInfo — the site's latest gather (or null);
//   GET admin_cms/AiArticle/getDetail?id= — one gather;
//   GET admin_cms/AiArticle/list?page=&rows= — the history, newest first.
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { GATHER_ARTICLE_TYPES, gatherKeyOf, type AiGatherLastAnswer, type AiGatherListAnswer, type AiGatherRecord, type AiGatherRequest } from '../../../../shared/domain/ai/gather';
import { requireTypeKey } from '../../../core/content/articleTypeAccess';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY, paging } from '../../../core/http/paging';
import { route, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, id, int, MAX_ID, obj, oneOf, str } from '../../../core/http/schemas';
import { aiGate } from '../access/gate';
import { gatherArticle } from './gatherArticle';
import { gatherById, gatherPage, latestGather } from './records';

export const GATHER_KEY = 'ai_gather';
/** A link longer than this is no WeChat article's. */
const URL_MAX = 2_000;

export const gatherRoutes: AnyRoute[] = [
  route<Record<string, never>, AiGatherRequest, AiGatherRecord>('aiGather', {
    access: { permission: GATHER_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ url: str(URL_MAX), articleType: oneOf(GATHER_ARTICLE_TYPES), categoryId: int(0, MAX_ID), aiSummary: bool(), aiRewrite: bool() }, ['url', 'articleType', 'categoryId']),
    },
    async handler(ctx) {
      const body = { ...ctx.body, aiSummary: ctx.body.aiSummary === true, aiRewrite: ctx.body.aiRewrite === true };
      const caller = await aiGate(ctx, { model: body.aiSummary || body.aiRewrite });
      const key = gatherKeyOf(body.url);
      if (!key) throw new ApiError(400, AI_MSG.notWeixinUrl);
      requireTypeKey(ctx, body.articleType);
      const fetchUrl = body.url.trim().toLowerCase().startsWith('http:') ? key.replace(/^https:/, 'http:') : key;
      const record = await gatherArticle(ctx.deps, caller, { ...body, key, fetchUrl });
      ctx.note({ detail: `采集公众号文章「${record.title}」为草稿（文章 ${record.articleId}），图片 ${record.imagesSaved} 张，失败 ${record.imagesFailed} 张` });
      return record;
    },
  }),
  route<Record<string, never>, undefined, AiGatherLastAnswer>('aiGatherLast', {
    access: { permission: GATHER_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      return latestGather(ctx.deps.db, caller.siteId);
    },
  }),
  route<{ id: number }, undefined, AiGatherRecord>('aiGatherDetail', {
    access: { permission: GATHER_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const record = await gatherById(ctx.deps.db, caller.siteId, ctx.query.id);
      if (!record) throw new ApiError(404, '采集记录不存在');
      return record;
    },
  }),
  route<{ page?: number; rows?: number }, undefined, AiGatherListAnswer>('aiGatherList', {
    access: { permission: GATHER_KEY },
    mutates: false,
    schema: { querystring: obj(PAGE_QUERY) },
    async handler(ctx) {
      const caller = await aiGate(ctx, { model: false });
      const { limit, offset } = paging(ctx.query);
      return gatherPage(ctx.deps.db, caller.siteId, limit, offset);
    },
  }),
];
