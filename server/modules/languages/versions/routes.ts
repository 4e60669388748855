// /siteLanguage/index (issue 17 §4, key site_setting). A Chinese site binds one foreign site of its
// own company (bindingPc; old-system sites, sys_version < 3, through pc/binding); a foreign site
// reads 已开通 n/m and adds a language version from the §3 table (addLanguage; old-system sites
// through pc/addLanuage). The list of a foreign site's versions is core's siteLanguages
// (admin/language/getLangs, home module).
import { LANGUAGES, languageInfo } from '../../../../shared/domain/languages';
import {
  LANGUAGE_LIMITS, LANGUAGE_MSG,
  type AddLanguageRequest, type BindForeignRequest, type LanguageCount, type LanguageOfferRow, type SiteBinding,
} from '../../../../shared/domain/sites/languages';
import type { ApiName } from '../../../../shared/domain/api/endpoints';
import { isUniqueViolation } from '../../../core/db/dbErrors';
import { isPostgres } from '../../../core/db/migrations/helpers';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { EMPTY, id, obj, str } from '../../../core/http/schemas';
import { activeSite, companySite, type SiteRow } from '../../../core/services/siteScope';
import { bindingOf, isChineseSite, isForeignSite } from '../sync/binding';

const ACCESS = { permission: 'site_setting' } as const;
/** Sites of the old system (sys_version < 3) bind and add through the pc api's own calls. */
export const isOldSystem = (site: Pick<SiteRow, 'sys_version'>) => site.sys_version < 3;

function checkSystem(site: SiteRow, old: boolean): void {
  if (isOldSystem(site) !== old) throw new ApiError(409, old ? LANGUAGE_MSG.newSystemOnly : LANGUAGE_MSG.oldSystemOnly);
}

/** m of 已开通 n/m: LANGUAGE_LIMITS.entitled for a site with its entitlement bound, else the main language only. */
const allowedOf = (site: SiteRow) => (site.product_record_id > 0 ? LANGUAGE_LIMITS.entitled : LANGUAGE_LIMITS.free);

async function countOf(db: Parameters<typeof bindingOf>[0], site: SiteRow): Promise<LanguageCount> {
  const row = await db.selectFrom('site_languages').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', site.id).executeTakeFirstOrThrow();
  return { opened: 1 + Number(row.n), allowed: allowedOf(site), oldSystem: isOldSystem(site) };
}

/**
 * Adds to one foreign site take turns from here to their commit, so each counts the others' versions:
 * on PostgreSQL (READ COMMITTED) two adds counting at once both saw n < m and both inserted; they
 * now queue on the site's row. SQLite needs nothing: its one connection runs a transaction alone.
 */
async function lockSite(trx: Parameters<typeof bindingOf>[0], siteId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('sites').select('id').where('id', '=', siteId).forUpdate().execute();
}

function addRoute(name: ApiName, old: boolean): AnyRoute {
  return route<Record<string, never>, AddLanguageRequest, LanguageCount>(name, {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ lang: str(16, { minLength: 2 }) }, ['lang']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      if (!isForeignSite(site)) throw new ApiError(409, LANGUAGE_MSG.notForeign);
      checkSystem(site, old);
      const info = languageInfo(ctx.body.lang);
      if (!info) throw new ApiError(400, LANGUAGE_MSG.languageUnknown);
      if (info.code === site.lang.toLowerCase()) throw new ApiError(400, LANGUAGE_MSG.languageMain);
      ctx.note({ detail: `开通语言版本 ${info.name}（${info.code}）` });
      await db.transaction().execute(async (trx) => {
        await lockSite(trx, site.id);
        const count = await countOf(trx, site);
        if (count.opened >= count.allowed) throw new ApiError(409, LANGUAGE_MSG.overCount);
        try {
          await trx.insertInto('site_languages').values({ site_id: site.id, lang: info.code, name: info.name }).execute();
        } catch (err) {
          if (isUniqueViolation(err)) throw new ApiError(400, LANGUAGE_MSG.languageExists);
          throw err;
        }
      });
      return countOf(db, site);
    },
  });
}

function bindRoute(name: ApiName, old: boolean): AnyRoute {
  return route<Record<string, never>, BindForeignRequest, SiteBinding>(name, {
    access: ACCESS,
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ enTwebId: id() }, ['enTwebId']) },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      if (!isChineseSite(site)) throw new ApiError(409, LANGUAGE_MSG.notChinese);
      checkSystem(site, old);
      // Another company's site answers as if it did not exist.
      const foreign = await companySite(db, signedIn(ctx), ctx.body.enTwebId);
      if (!isForeignSite(foreign)) throw new ApiError(400, LANGUAGE_MSG.foreignNotFound);
      ctx.note({ detail: `绑定外文站 ${foreign.site_name}（${foreign.id}）` });
      const current = await bindingOf(db, site.id);
      if (current?.foreignSiteId === foreign.id) return current;
      try {
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('site_bindings').where('site_id', '=', site.id).execute();
          await trx.insertInto('site_bindings').values({ site_id: site.id, foreign_site_id: foreign.id, created_at: now() }).execute();
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, LANGUAGE_MSG.foreignTaken);
        throw err;
      }
      return (await bindingOf(db, site.id))!;
    },
  });
}

export const versionRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, LanguageCount>('languageCount', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (!isForeignSite(site)) throw new ApiError(409, LANGUAGE_MSG.notForeign);
      return countOf(ctx.deps.db, site);
    },
  }),

  route<Record<string, never>, undefined, { rows: LanguageOfferRow[] }>('languageOffer', {
    access: ACCESS,
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      if (!isForeignSite(site)) throw new ApiError(409, LANGUAGE_MSG.notForeign);
      const added = new Set((await ctx.deps.db.selectFrom('site_languages').select('lang').where('site_id', '=', site.id).execute()).map((r) => r.lang));
      added.add(site.lang.toLowerCase());
      return { rows: LANGUAGES.filter((l) => !added.has(l.code)).map((l) => ({ code: l.code, name: l.name, short: l.short })) };
    },
  }),

  addRoute('enSiteAddLanguage', false),
  addRoute('oldSiteAddLanguage', true),
  bindRoute('enSiteBindPc', false),
  bindRoute('oldSiteBinding', true),
];
