// Where a Chinese site translates to: its binding (site_bindings) and the bound foreign site, and
// whether synchronisation is open (closed → why).
import type { Kysely } from 'kysely';
import { isForeignSiteType } from '../../../../shared/domain/siteTypes';
import { languageInfo } from '../../../../shared/domain/languages';
import { LANGUAGE_MSG, type SiteBinding, type SyncOpenStatus } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { PROVIDER_MSG } from '../../../core/providers/messages';
import type { SiteRow } from '../../../core/services/siteScope';

type Db = Kysely<Database>;

export async function bindingOf(db: Db, siteId: number): Promise<SiteBinding | null> {
  const row = await db.selectFrom('site_bindings as b').innerJoin('sites as f', 'f.id', 'b.foreign_site_id')
    .select(['b.site_id', 'b.foreign_site_id', 'b.created_at', 'f.site_name', 'f.lang'])
    .where('b.site_id', '=', siteId).executeTakeFirst();
  return row ? { siteId: row.site_id, foreignSiteId: row.foreign_site_id, foreignSiteName: row.site_name, foreignLang: row.lang, boundAt: Number(row.created_at) } : null;
}

/** Chinese websites bind and translate; mini-programs and shops have no foreign versions. */
export function isChineseSite(site: Pick<SiteRow, 'site_type'>): boolean {
  return site.site_type === 'zh';
}

export function isForeignSite(site: Pick<SiteRow, 'site_type'>): boolean {
  return isForeignSiteType(site.site_type);
}

/** The provider's code of a language: zh for Chinese, else the §3 short code (en, de, …). */
export function providerCode(lang: string): string {
  const info = languageInfo(lang);
  if (!info || info.code === 'zh-cn') return 'zh';
  return info.short;
}

export async function openStatus(deps: Pick<AppDeps, 'db' | 'providers'>, site: SiteRow): Promise<SyncOpenStatus> {
  if (!isChineseSite(site)) return { open: false, reason: LANGUAGE_MSG.syncNotChinese };
  if (!(await bindingOf(deps.db, site.id))) return { open: false, reason: LANGUAGE_MSG.noBinding };
  if (!deps.providers.isConfigured('translate')) return { open: false, reason: PROVIDER_MSG.unconfigured.translate };
  return { open: true, reason: null };
}

export interface SyncTarget {
  binding: SiteBinding;
  /** Short codes for the provider: zh → en. */
  from: string;
  to: string;
}

/** The binding a sync needs, or the refusal (not Chinese, nothing bound). */
export async function syncTarget(db: Db, site: SiteRow): Promise<SyncTarget> {
  if (!isChineseSite(site)) throw new ApiError(409, LANGUAGE_MSG.syncNotChinese);
  const binding = await bindingOf(db, site.id);
  if (!binding) throw new ApiError(409, LANGUAGE_MSG.noBinding);
  return { binding, from: providerCode(site.lang), to: providerCode(binding.foreignLang) };
}
