// The radar area of the members module (issue 13 §9): the entitlement, each site's switch, the
// visitors' beacon and script, the visitor list with its timeline, the 90-day purge and 新商机 on
// the 营销中心 card. See ../part.ts.
import { RADAR_MSG } from '../../../../shared/domain/members/radarRules';
import { RADAR_KEY } from '../core/keys';
import type { ModulePart } from '../part';
import { beaconRoute } from './beaconRoute';
import { purgeRadar } from './cleanup';
import * as m005 from './migrations/members_005_radar';
import { radarRoutes } from './routes';
import { radarScriptRoute } from './scriptRoute';
import { seedRadar } from './seed';
import { companyHoldsRadar, radarSwitchOf } from './state';
import { RADAR_TABLES } from './tables';
import { newLeads } from './visitorRows';

export const radarPart: ModulePart = {
  tables: RADAR_TABLES,
  migrations: { members_005_radar: m005 },
  routes: [...radarRoutes, beaconRoute],
  rootRoutes: [radarScriptRoute],
  seed: (trx, ctx) => seedRadar(trx, ctx.now),
  seedUpgrade: { members_005_radar: (db, ctx) => seedRadar(db, ctx.now) },
  cleanup: (ctx) => purgeRadar(ctx),
  figure: {
    key: 'newLeads',
    permission: RADAR_KEY,
    count: (db, siteId, since) => newLeads(db, siteId, since),
    async state(db, site) {
      if (!(await companyHoldsRadar(db, site.companyId))) return { status: 'unavailable', detail: RADAR_MSG.notEntitled };
      const name = await db.selectFrom('sites').select('site_name').where('id', '=', site.id).executeTakeFirst();
      const radar = await radarSwitchOf(db, { id: site.id, site_name: name?.site_name ?? '' });
      return radar.open ? { status: 'on', detail: '正在记录访客' } : { status: 'off', detail: '商机雷达未开启' };
    },
  },
};
