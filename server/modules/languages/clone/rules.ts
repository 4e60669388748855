// Who may clone (§6, the same shared rule the console uses) and where a clone goes: the bound
// foreign site, or — none bound — an unused en entitlement of the company (none → the purchase prompt).
import type { Kysely } from 'kysely';
import { MSG } from '../../../../shared/domain/messages';
import { cloneVisible } from '../../../../shared/domain/sites/clone';
import type { SyncType } from '../../../../shared/domain/sites/languages';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import type { SiteRow } from '../../../core/services/siteScope';

export const CLONE_MSG = {
  hidden: '当前站点不支持翻译克隆',
  running: '站点已在翻译克隆中或已克隆，不能再次克隆',
  needsForce: '翻译字数超过 500000，请确认强制翻译后再开始',
  title: '翻译克隆站点',
  stageCategories: '翻译文章分类',
  stageArticles: '翻译文章',
  /** The progress line of each content type while its texts are translated. */
  stages: {
    article: '翻译文章', category: '翻译文章分类', product: '翻译产品', productCategory: '翻译产品分类', album: '翻译相册', job: '翻译招聘', form: '翻译表单',
  } satisfies Record<SyncType, string>,
  stageVisual: '翻译可视化界面',
  stageWrite: '写入外文站',
} as const;

interface Account { login_biz_type: string; is_dcl: number }

/** §6 on the server: the site as the home data describes it and the caller's login business type. */
export function assertCloneVisible(site: SiteRow, account: Account): void {
  const visible = cloneVisible({
    isDcl: site.is_dcl === 1 || account.is_dcl === 1, isNewXys: site.is_new_xys === 1, all_type: site.all_type,
    language: site.language_type, product_record_id: site.product_record_id,
  }, account.login_biz_type);
  if (!visible || site.site_type !== 'zh') throw new ApiError(403, CLONE_MSG.hidden);
}

/** The company's first unused en entitlement, or the purchase prompt (with the buy link for agent_type 1). */
export async function enEntitlementOf(db: Kysely<Database>, companyId: number): Promise<number> {
  const ent = await db.selectFrom('entitlements').select('id').where('company_id', '=', companyId).where('service_code', '=', 'en')
    .where('site_id', 'is', null).orderBy('id').executeTakeFirst();
  if (ent) return ent.id;
  const company = await db.selectFrom('companies').select('agent_type').where('id', '=', companyId).executeTakeFirst();
  throw new ApiError(409, company?.agent_type === 1 ? MSG.noEnEntitlementBuy : MSG.noEnEntitlement);
}
