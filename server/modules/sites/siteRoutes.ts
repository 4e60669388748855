// The site builder (tweb) and the pc api: the company's sites, switching the active site,
// entitlements, binding, going online, creating a site. Every site named in a request must belong
// to the caller's company; otherwise it "does not exist" (siteNotFound) and nothing changes.
import { MSG } from '../../../shared/domain/messages';
import { isForeignSiteType, isFreeSite } from '../../../shared/domain/siteTypes';
import { deriveSiteStatus, SITE_STATUS_EXPIRED } from '../../../shared/domain/siteStatus';
import type {
  BindProductQuery, Entitlement, PcAndWapList, SetSiteParamsRequest, SiteBuildRequest, SiteEntry, SiteInlineRequest,
  SiteParams, UserDomainResult,
} from '../../../shared/domain/api/types';
import type { ListData } from '../../../shared/domain/api/envelope';
import { ApiError, encodeJson, type EncodedJson } from '../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { EMPTY, id, obj, oneOf, str } from '../../core/http/schemas';
import { unusedEntitlements } from '../../core/services/entitlements';
import {
  activeSite, companySite, companySites, languagesOf, siteEntries, siteEntry, siteLanguageList, statusStableUntil, type SiteRow,
} from '../../core/services/siteScope';

const FOREIGN_TYPES = ['en', 'ydyl'] as const;
const SITE_NAME_MAX = 50;
const DEFAULT_TERM_DAYS = 365;

function listOf<T>(rows: T[]): ListData<T> {
  return { rows, total: rows.length };
}

function siteParamsOf(site: SiteRow, isCompetition: boolean): SiteParams {
  return { languageType: site.language_type, themeName: site.theme_name, isNewXys: site.is_new_xys === 1, isCompetition };
}

/** pc entitlements build and upgrade non-foreign sites; en entitlements the foreign ones. */
function serviceCodeFor(site: Pick<SiteRow, 'site_type'>): 'pc' | 'en' {
  return isForeignSiteType(site.site_type) ? 'en' : 'pc';
}

export const siteRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ListData<SiteEntry>>('siteList', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    handler(ctx) {
      // The console asks for this list on every page: it is kept serialised per company until a
      // site or site language changes, or a site's derived status would (services/readCache.ts).
      const { db, caches } = ctx.deps;
      const companyId = signedIn(ctx).account.company_id;
      return caches.of<EncodedJson<ListData<SiteEntry>>>('siteList', ['sites', 'site_languages']).get(String(companyId), async (now) => {
        const sites = await companySites(db, companyId);
        return { value: encodeJson(listOf(await siteEntries(db, sites, now))), validUntil: statusStableUntil(sites, now) };
      });
    },
  }),

  route<Record<string, never>, undefined, ListData<SiteEntry>>('enSiteList', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const sites = await companySites(ctx.deps.db, signedIn(ctx).account.company_id, FOREIGN_TYPES);
      return listOf(await siteEntries(ctx.deps.db, sites, ctx.deps.now()));
    },
  }),

  route<Record<string, never>, undefined, PcAndWapList>('pcAndWapList', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const foreign = (await companySites(db, signedIn(ctx).account.company_id, FOREIGN_TYPES)).filter((s) => s.id !== site.id);
      return { siteInfo: await siteEntry(db, site, now()), foreignlist: await siteEntries(db, foreign, now()) };
    },
  }),

  route<Record<string, never>, undefined, UserDomainResult>('userDomain', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const rows = await ctx.deps.db.selectFrom('site_domains').select('domain').where('site_id', '=', site.id).orderBy('id').execute();
      return { domains: rows.map((r) => r.domain) };
    },
  }),

  route<{ serviceCode: 'pc' | 'en' }, undefined, ListData<Entitlement>>('availableServices', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({ serviceCode: oneOf(['pc', 'en']) }, ['serviceCode']) },
    async handler(ctx) {
      return listOf(await unusedEntitlements(ctx.deps.db, signedIn(ctx).account.company_id, ctx.query.serviceCode));
    },
  }),

  route<BindProductQuery, undefined, SiteEntry>('bindProductId', {
    access: { session: true },
    mutates: true,
    schema: { querystring: obj({ twebId: id(), proId: id(), type: oneOf(['pc', 'en']) }, ['twebId', 'proId', 'type']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const auth = signedIn(ctx);
      const { twebId, proId, type } = ctx.query;
      ctx.note({ siteId: twebId, detail: `绑定服务权益 ${proId}` });
      const site = await companySite(db, auth, twebId);
      if (!isFreeSite(site.product_record_id)) throw new ApiError(409, '该站点已绑定服务权益，无需重复绑定');
      if (serviceCodeFor(site) !== type) throw new ApiError(400, '服务权益类型与站点类型不匹配');
      await db.transaction().execute(async (trx) => {
        // Conditional updates: a concurrent bind of the same entitlement or site changes 0 rows.
        const ent = await trx.updateTable('entitlements').set({ site_id: site.id })
          .where('id', '=', proId).where('company_id', '=', auth.account.company_id)
          .where('service_code', '=', type).where('site_id', 'is', null)
          .executeTakeFirst();
        if (Number(ent.numUpdatedRows) !== 1) throw new ApiError(409, MSG.entitlementNotFound);
        const upd = await trx.updateTable('sites').set({ product_record_id: proId })
          .where('id', '=', site.id).where('product_record_id', '=', -1).executeTakeFirst();
        if (Number(upd.numUpdatedRows) !== 1) throw new ApiError(409, '该站点已绑定服务权益，无需重复绑定');
      });
      return siteEntry(db, await companySite(db, auth, site.id), now());
    },
  }),

  route<Record<string, never>, undefined, SiteParams>('siteParams', {
    access: { session: true },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return siteParamsOf(site, signedIn(ctx).account.is_competition === 1);
    },
  }),

  route<Record<string, never>, SetSiteParamsRequest, SiteParams>('setSiteParams', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ languageType: str(16, { minLength: 2, pattern: '^[a-zA-Z]{2,3}(-[a-zA-Z]{2,4})?$' }) }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      let site = await activeSite(ctx);
      const wanted = ctx.body.languageType?.toLowerCase();
      if (wanted !== undefined) {
        const foreign = (await languagesOf(db, [site.id])).get(site.id) ?? [];
        if (!siteLanguageList(site, foreign).some((l) => l.code === wanted)) throw new ApiError(400, '该站点未开通此语言');
        await db.updateTable('sites').set({ language_type: wanted }).where('id', '=', site.id).execute();
        site = { ...site, language_type: wanted };
        ctx.note({ detail: `切换语言 ${wanted}` });
      }
      return siteParamsOf(site, signedIn(ctx).account.is_competition === 1);
    },
  }),

  route<{ twebId: number }, undefined, SiteEntry>('siteActive', {
    access: { session: true },
    mutates: true,
    schema: { querystring: obj({ twebId: id() }, ['twebId']) },
    async handler(ctx) {
      const { db, sessions, now } = ctx.deps;
      const auth = signedIn(ctx);
      ctx.note({ siteId: ctx.query.twebId, detail: '切换站点' });
      const site = await companySite(db, auth, ctx.query.twebId);
      await sessions.setActiveSite(auth.tokenHash, site.id);
      await db.updateTable('accounts').set({ last_site_id: site.id }).where('id', '=', auth.account.id).execute();
      return siteEntry(db, site, now());
    },
  }),

  route<Record<string, never>, SiteInlineRequest, SiteEntry>('siteInline', {
    access: { session: true },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ twebId: id(), inline: oneOf([0, 1]) }, ['twebId', 'inline']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const auth = signedIn(ctx);
      ctx.note({ siteId: ctx.body.twebId, detail: ctx.body.inline === 1 ? '站点上线' : '站点下线' });
      const site = await companySite(db, auth, ctx.body.twebId);
      if (ctx.body.inline === 1 && deriveSiteStatus(site, now()) === SITE_STATUS_EXPIRED) throw new ApiError(409, MSG.siteExpired);
      await db.updateTable('sites').set({ inline: ctx.body.inline }).where('id', '=', site.id).execute();
      return siteEntry(db, { ...site, inline: ctx.body.inline }, now());
    },
  }),

  route<Record<string, never>, SiteBuildRequest, SiteEntry>('siteBuild', {
    access: { session: true },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({ type: oneOf(['zh', 'en']), site_name: str(SITE_NAME_MAX, { minLength: 1 }), proId: id() }, ['type', 'site_name', 'proId']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const auth = signedIn(ctx);
      const { type, proId } = ctx.body;
      const siteName = ctx.body.site_name.trim();
      ctx.note({ detail: `新建${type === 'zh' ? '中文' : '外文'}站点「${siteName.slice(0, 50)}」` });
      if (auth.account.is_demo === 1) {
        ctx.request.auditState = { result: 'refused', code: 403, detail: MSG.demoAccount };
        throw new ApiError(403, MSG.demoAccount);
      }
      if (!siteName) throw new ApiError(400, '参数 site_name 不能为空');
      if (/[\u0000-\u001f\u007f<>]/.test(siteName)) throw new ApiError(400, '参数 site_name 不能包含控制字符或尖括号');
      const serviceCode = type === 'zh' ? 'pc' : 'en';
      const company = await db.selectFrom('companies').select('agent_type').where('id', '=', auth.account.company_id).executeTakeFirstOrThrow();
      const noEntitlement = type === 'zh' ? MSG.noZhEntitlement : company.agent_type === 1 ? MSG.noEnEntitlementBuy : MSG.noEnEntitlement;
      const lang = type === 'zh' ? 'zh-cn' : 'en-us';
      const at = now();
      const created = await db.transaction().execute(async (trx) => {
        const ent = await trx.selectFrom('entitlements').select('id')
          .where('id', '=', proId).where('company_id', '=', auth.account.company_id)
          .where('service_code', '=', serviceCode).where('site_id', 'is', null)
          .executeTakeFirst();
        if (!ent) throw new ApiError(409, noEntitlement);
        const inserted = await trx.insertInto('sites').values({
          company_id: auth.account.company_id, site_name: siteName, site_type: type, lang, all_type: 'xys',
          product_record_id: proId, inline: 0, sys_end_time: Math.floor(at / 1000) + DEFAULT_TERM_DAYS * 86400,
          sys_version: 3, theme_name: '', is_new_xys: 1, is_dcl: 0, road_type: 0, trans_role: type === 'zh' ? 1 : 0,
          open_first_url: '', open_third_url: '', language_type: lang, created_at: at,
        }).returning('id').executeTakeFirstOrThrow();
        const used = await trx.updateTable('entitlements').set({ site_id: inserted.id })
          .where('id', '=', proId).where('site_id', 'is', null).executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) throw new ApiError(409, noEntitlement);
        await trx.updateTable('sites')
          .set({ open_first_url: `https://s${inserted.id}.preview.example.com/`, open_third_url: `https://m${inserted.id}.preview.example.com/` })
          .where('id', '=', inserted.id).execute();
        return inserted.id;
      });
      ctx.note({ siteId: created });
      return siteEntry(db, await companySite(db, auth, created), now());
    },
  }),
];
