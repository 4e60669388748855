// One area of the members module (members and ranks, the member centre, information search, the
// business radar, the 营销中心 card): its tables, migrations, routes, task kinds, seed and cleanup.
// index.ts joins the parts into the one `members` module; areas never import each other's files
// (what two areas share lives in core/).
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import type { ModulePart as CorePart } from '../../core/modules/modulePart';
import type { MarketFeatureState } from '../../../shared/domain/members/card';

/** One of the 营销中心 card's today figures (新增会员, 查询次数, 新商机), counted by the area that owns it. */
export interface MarketFigure {
  /** 'newMembers' | 'lookups' | 'newLeads'. */
  key: string;
  /** The §6 key whose holder sees it. */
  permission: string;
  count(db: Kysely<Database>, siteId: number, since: number): Promise<number>;
  /** The feature's state on the card (在用 / 未开启 / 未开通) and a short detail; 在用 when absent. */
  state?(db: Kysely<Database>, site: { id: number; companyId: number }): Promise<MarketFeatureState>;
}

export { joinParts } from '../../core/modules/modulePart';

/** An area of the members module: core's module part, with its figure on the 营销中心 card. */
export interface ModulePart extends CorePart {
  /** The area's figure on the 营销中心 card (the card part is given them by index.ts). */
  figure?: MarketFigure;
}
