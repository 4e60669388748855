// The site-administration home of the active site: home data, content figures, the getting-started
// guide and the to-do list (both computed from real records), domain and subscription time left.
import type { Kysely } from 'kysely';
import { deriveSiteStatus, daysRemaining } from '../../../shared/domain/siteStatus';
import { grantedArticleTypes, type ArticleType } from '../../../shared/domain/content';
import type { ContentStatistics, DomainRemain, GuideStep, HomeData, LoginTimeResult, SiteLanguages, TaskItem } from '../../../shared/domain/api/types';
import type { Database } from '../../core/db/database';
import { activeSite, languagesOf, siteLanguageList, statusStableUntil } from '../../core/services/siteScope';
import { encodeJson, type EncodedJson } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute, type AuthState } from '../../core/http/routeDef';
import { EMPTY } from '../../core/http/schemas';

/** The article types of the content menu (§2): 1 news, 2 help, 3 case, 4 download, 5 album, 11 video. */
export const ARTICLE_TYPES = [1, 2, 3, 4, 5, 11] as const;

async function domainsOf(db: Kysely<Database>, siteId: number) {
  return db.selectFrom('site_domains').selectAll().where('site_id', '=', siteId).orderBy('id').execute();
}

/**
 * The site's articles of the given types (the caller's: grantedArticleTypes), so each figure is
 * what the list behind it shows — 草稿文章 counts exactly the rows of the drafts view.
 */
async function contentStatistics(db: Kysely<Database>, siteId: number, types: readonly number[]): Promise<ContentStatistics> {
  const rows = types.length === 0 ? [] : await db.selectFrom('articles')
    .select(['type', 'disabled', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('site_id', '=', siteId)
    .where('type', 'in', [...types])
    .groupBy(['type', 'disabled', 'status'])
    .execute();
  const byType = new Map<number, number>(ARTICLE_TYPES.filter((t) => types.includes(t)).map((t) => [t, 0]));
  let total = 0, published = 0, drafts = 0, recycled = 0;
  for (const r of rows) {
    const n = Number(r.n);
    if (r.disabled === 1) { recycled += n; continue; }
    total += n;
    if (r.status === 1) published += n; else drafts += n;
    byType.set(r.type, (byType.get(r.type) ?? 0) + n);
  }
  return { byType: [...byType].map(([type, count]) => ({ type, count })), total, published, drafts, recycled };
}

/** The article types whose list key the caller holds (the content routes' rule, shared/domain). */
function typesOf(ctx: { auth: AuthState | null }): ArticleType[] {
  const { grants } = signedIn(ctx);
  return grantedArticleTypes((key) => grants.has(key));
}

export const homeRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, HomeData>('homeData', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    handler(ctx) {
      // Asked on every console page: kept serialised per account and active site until the account,
      // the site or its domains change, or the site's derived status would (services/readCache.ts).
      const { account, session } = signedIn(ctx);
      const key = `${account.id}:${session.site_id}`;
      return ctx.deps.caches.of<EncodedJson<HomeData>>('homeData', ['accounts', 'sites', 'site_domains']).get(key, async (now) => {
        const site = await activeSite(ctx);
        const [domain] = await domainsOf(ctx.deps.db, site.id);
        const data: HomeData = {
          sysVersion: site.sys_version,
          language: site.language_type,
          theme_name: site.theme_name,
          isNewXys: site.is_new_xys === 1,
          twebId: site.id,
          isDcl: site.is_dcl === 1 || account.is_dcl === 1,
          product_record_id: site.product_record_id,
          transRole: site.trans_role === 1,
          road_type: site.road_type === 1 ? 1 : 0,
          demonstrationTag: account.is_demo === 1,
          site_name: site.site_name,
          siteType: site.site_type,
          all_type: site.all_type,
          status: deriveSiteStatus(site, now),
          sys_end_time: site.sys_end_time,
          domain: domain?.domain ?? '',
          lastLoginTime: account.last_login_at,
        };
        return { value: encodeJson(data), validUntil: statusStableUntil([site], now) };
      });
    },
  }),

  route<Record<string, never>, undefined, ContentStatistics>('homeArticles', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return contentStatistics(ctx.deps.db, site.id, typesOf(ctx));
    },
  }),

  route<Record<string, never>, undefined, GuideStep[]>('homeGuide', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const published = await db.selectFrom('articles').select('id')
        .where('site_id', '=', site.id).where('disabled', '=', 0).where('status', '=', 1).executeTakeFirst();
      const domains = await domainsOf(db, site.id);
      return [
        { key: 'siteInfo', title: '完善网站信息', done: site.site_name.trim() !== '' && site.language_type !== '', link: '/zhSetting/site' },
        { key: 'template', title: '选择网站模板', done: site.theme_name !== '', link: '/zhHome/selectTemplate' },
        { key: 'article', title: '发布第一篇文章', done: published !== undefined, link: '/zhContent/news' },
        { key: 'domain', title: '绑定域名', done: domains.length > 0, link: '/zhSetting/site2' },
        { key: 'online', title: '网站上线', done: site.inline === 1, link: '/zhHome/index' },
      ];
    },
  }),

  route<Record<string, never>, undefined, TaskItem[]>('homeTasks', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const { account } = signedIn(ctx);
      const site = await activeSite(ctx);
      const unread = await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('account_id', '=', account.id).where('read_status', '=', 0).executeTakeFirstOrThrow();
      const stats = await contentStatistics(db, site.id, typesOf(ctx));
      const soon = Math.floor(now() / 1000) + 30 * 86400;
      const expiring = (await domainsOf(db, site.id)).filter((d) => d.expire_at <= soon).length;
      return [
        { key: 'unreadMessages', title: '未读消息', count: Number(unread.n), link: '/message/allMessage' },
        { key: 'draftArticles', title: '草稿文章', count: stats.drafts, link: '/zhContent/drafts' },
        { key: 'recycleBin', title: '回收站', count: stats.recycled, link: '/zhRecycle/index' },
        { key: 'expiringDomains', title: '30 天内到期的域名', count: expiring, link: '/zhSetting/site2' },
      ];
    },
  }),

  route<Record<string, never>, Record<string, never>, DomainRemain>('domainRemain', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const now = ctx.deps.now();
      const site = await activeSite(ctx);
      const domains = await domainsOf(ctx.deps.db, site.id);
      return {
        siteDaysRemaining: daysRemaining(site.sys_end_time, now),
        sys_end_time: site.sys_end_time,
        domains: domains.map((d) => ({ domain: d.domain, expireAt: d.expire_at, daysRemaining: daysRemaining(d.expire_at, now) })),
      };
    },
  }),

  route<Record<string, never>, Record<string, never>, LoginTimeResult>('setLoginTime', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: EMPTY },
    async handler(ctx) {
      const { account } = signedIn(ctx);
      const lastLoginTime = ctx.deps.now();
      await ctx.deps.db.updateTable('accounts').set({ last_login_at: lastLoginTime }).where('id', '=', account.id).execute();
      return { lastLoginTime };
    },
  }),

  route<Record<string, never>, undefined, SiteLanguages>('siteLanguages', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const foreign = (await languagesOf(ctx.deps.db, [site.id])).get(site.id) ?? [];
      return { current: site.language_type, list: siteLanguageList(site, foreign) };
    },
  }),
];
