// The member centre (issue 13 §5–6): the 会员中心设置 routes, SMS codes and the visitors' member pages.
// Its tables are centre/tables.ts. See ../part.ts.
import type { ModulePart } from '../part';
import * as m003 from './migrations/members_003_centre';
import { profileRoutes } from './profileRoutes';
import { registerRoutes } from './registerRoute';
import { SEED_SMS_QUOTA, seedCentre } from './seed';
import { SITE } from '../../../core/db/seedData';
import { settingsRoutes } from './settingsRoutes';
import { signInRoutes } from './signInRoutes';
import { CENTRE_TABLES } from './tables';

export const centrePart: ModulePart = {
  tables: CENTRE_TABLES,
  migrations: { members_003_centre: m003 },
  routes: [...settingsRoutes, ...profileRoutes, ...registerRoutes, ...signInRoutes],
  seed: (trx, ctx) => seedCentre(trx, ctx.now),
  // A database seeded before the centre arrived gets the demo site's balance with the migration.
  seedUpgrade: {
    members_003_centre: async (db, ctx) => {
      const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
      if (!site) return;
      await db.insertInto('member_sms_quota').values({ site_id: site.id, quota_left: SEED_SMS_QUOTA, month: '', used_month: 0, updated_at: ctx.now })
        .onConflict((oc) => oc.column('site_id').doNothing()).execute();
    },
  },
};
