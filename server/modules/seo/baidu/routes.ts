// 百度收录 (key baidu_included): the settings (准入密钥 answered masked, 自动推送, the push domain),
// the records' addresses with their states, 推送所选, 推送全部未推送 and 查询收录 (tasks), the push log.
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import {
  BAIDU_LIMITS, BAIDU_MSG, BAIDU_RECORD_KINDS, INDEX_STATES, PUSH_STATES, baiduTokenProblem, maskToken,
  type BaiduLogList, type BaiduPushResult, type BaiduRef, type BaiduSettings, type BaiduSettingsSave, type BaiduUrlList, type BaiduUrlQuery,
} from '../../../../shared/domain/seo/baidu';
import { ApiError } from '../../../core/http/envelope';
import { PAGE_QUERY } from '../../../core/http/paging';
import { route, signedIn, type AnyRoute, type AppDeps } from '../../../core/http/routeDef';
import { bool, EMPTY, obj, oneOf, str } from '../../../core/http/schemas';
import { PROVIDER_MSG } from '../../../core/providers/messages';
import { activeSite } from '../../../core/services/siteScope';
import { pushRecords, pushTarget } from './pushUrls';
import { listUrls, liveRecordsOf } from './records';
import { activeTask, logPage, pushDomain, saveSettings, settingsOf } from './store';
import { baiduPushKind, indexCheckKind, REFS_SCHEMA } from './tasks';

const ACCESS = { permission: 'baidu_included' } as const;

const service = (deps: AppDeps, kind: 'push' | 'indexCheck') =>
  deps.providers.isConfigured(kind) ? { configured: true } : { configured: false, message: PROVIDER_MSG.unconfigured[kind] };

async function settingsAnswer(deps: AppDeps, siteId: number): Promise<BaiduSettings> {
  const stored = await settingsOf(deps.db, siteId);
  const { domain, domains } = await pushDomain(deps.db, siteId, stored.domain);
  return {
    token: maskToken(stored.token),
    autoPush: stored.autoPush,
    domain,
    domains,
    push: service(deps, 'push'),
    indexCheck: service(deps, 'indexCheck'),
    pushTaskId: await activeTask(deps.db, siteId, baiduPushKind.kind),
    checkTaskId: await activeTask(deps.db, siteId, indexCheckKind.kind),
  };
}

export const baiduRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, BaiduSettings>('baiduSettingsGet', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return settingsAnswer(ctx.deps, site.id);
    },
  }),

  route<Record<string, never>, BaiduSettingsSave, BaiduSettings>('baiduSettingsSave', {
    access: ACCESS,
    mutates: true,
    // token: 16 letters and digits (checked below by the shared rule, naming the field), '' removes it.
    schema: { querystring: EMPTY, body: obj({ token: str(64), autoPush: bool(), domain: str(253) }, ['autoPush']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { token, autoPush, domain } = ctx.body;
      const stored = await settingsOf(ctx.deps.db, site.id);
      let nextToken = stored.token;
      if (token === '') nextToken = '';
      else if (token !== undefined) {
        const problem = baiduTokenProblem(token);
        if (problem) throw new ApiError(400, BAIDU_MSG[problem], { field: 'token' });
        nextToken = token.trim();
      }
      const { domains } = await pushDomain(ctx.deps.db, site.id, '');
      if (domain !== undefined && domain !== '' && !domains.includes(domain)) throw new ApiError(400, BAIDU_MSG.domainUnknown, { field: 'domain' });
      await saveSettings(ctx.deps.db, site.id, { token: nextToken, autoPush, domain: domain ?? stored.domain }, ctx.deps.now());
      const keyNote = token === undefined ? '' : nextToken ? '，修改准入密钥' : '，清除准入密钥';
      ctx.note({ detail: `百度收录设置：自动推送${autoPush ? '开' : '关'}${keyNote}` });
      return settingsAnswer(ctx.deps, site.id);
    },
  }),

  route<BaiduUrlQuery, undefined, BaiduUrlList>('baiduUrls', {
    access: ACCESS,
    mutates: false,
    schema: {
      querystring: obj({
        ...PAGE_QUERY, kind: oneOf(BAIDU_RECORD_KINDS), push: oneOf(PUSH_STATES), index: oneOf(INDEX_STATES), keyword: str(BAIDU_LIMITS.keyword),
      }),
    },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { domain } = await pushDomain(ctx.deps.db, site.id, (await settingsOf(ctx.deps.db, site.id)).domain);
      return listUrls(ctx.deps.db, site.id, domain, ctx.query);
    },
  }),

  // 推送所选: one request to Baidu (≤ 2,000 addresses), answered with what Baidu said.
  route<Record<string, never>, { refs: BaiduRef[] }, BaiduPushResult>('baiduPush', {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ refs: REFS_SCHEMA }, ['refs']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const records = await liveRecordsOf(ctx.deps.db, site.id, ctx.body.refs);
      const target = await pushTarget(ctx.deps, site.id);
      const result = await pushRecords(ctx.deps, site.id, target, records, { source: 'manual', accountId: signedIn(ctx).account.id, taskId: null });
      ctx.note({ detail: `推送到百度 ${result.sent} 个网址：成功 ${result.success}` });
      return result;
    },
  }),

  // 推送全部未推送: a task; refused at once when it could not send anything (no service, key or domain).
  route<Record<string, never>, Record<string, never>, TaskStarted>('baiduPushAll', {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      await pushTarget(ctx.deps, site.id);
      const running = await activeTask(ctx.deps.db, site.id, baiduPushKind.kind);
      if (running !== null) return { taskId: running };
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, baiduPushKind, {});
      ctx.note({ detail: `推送全部未推送网址到百度：任务 ${taskId}` });
      return { taskId };
    },
  }),

  // 查询收录: the records selected, or all live ones; a task.
  route<Record<string, never>, { refs?: BaiduRef[] }, TaskStarted>('baiduIndexCheck', {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ refs: REFS_SCHEMA }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      ctx.deps.providers.get('indexCheck');
      if (ctx.body.refs) await liveRecordsOf(ctx.deps.db, site.id, ctx.body.refs);
      const { domain } = await pushDomain(ctx.deps.db, site.id, '');
      if (!domain) throw new ApiError(409, BAIDU_MSG.noDomain);
      const running = await activeTask(ctx.deps.db, site.id, indexCheckKind.kind);
      if (running !== null) return { taskId: running };
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, indexCheckKind, ctx.body.refs ? { refs: ctx.body.refs } : {});
      ctx.note({ detail: `查询百度收录（${ctx.body.refs ? `${ctx.body.refs.length} 个网址` : '全部网址'}）：任务 ${taskId}` });
      return { taskId };
    },
  }),

  route<{ page?: number; rows?: number }, undefined, BaiduLogList>('baiduPushLog', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: obj(PAGE_QUERY) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return logPage(ctx.deps.db, site.id, ctx.query);
    },
  }),
];
