// The members area of the members module (issue 13 §3–4, §7): members and their ranks, the list's
// export task, the demonstration members, and 新增会员 on the 营销中心 card. See ../part.ts.
import { MEMBER_STATUS } from '../../../../shared/domain/members/settings';
import { MEMBER_KEY } from '../core/keys';
import { loadMemberSettings } from '../core/settings';
import type { ModulePart } from '../part';
import { exportRoutes, memberExportKind } from './exportTask';
import { memberRoutes } from './memberRoutes';
import * as m002 from './migrations/members_002_members';
import { rankRoutes } from './rankRoutes';
import { insertMemberSeed } from './seed';

export const membersPart: ModulePart = {
  // Its tables are core's (ranks and members are every area's).
  tables: [],
  migrations: { members_002_members: m002 },
  routes: [...memberRoutes, ...rankRoutes, ...exportRoutes],
  tasks: [memberExportKind],
  seed: (trx, ctx) => insertMemberSeed(trx, ctx),
  // A database seeded before the members module: its demonstration ranks and members once.
  seedUpgrade: { members_002_members: (db, ctx) => insertMemberSeed(db, ctx) },
  figure: {
    key: 'newMembers',
    permission: MEMBER_KEY,
    async count(db, siteId, since) {
      const row = await db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('site_id', '=', siteId).where('registered_at', '>=', since).executeTakeFirstOrThrow();
      return Number(row.n);
    },
    // Always in use (operators add members themselves); the line says how many, how many wait for
    // review and whether visitors may register.
    async state(db, site) {
      const row = await db.selectFrom('members')
        .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.sum<number>(eb.case().when('status', '=', MEMBER_STATUS.pending).then(1).else(0).end()).as('pending')])
        .where('site_id', '=', site.id).executeTakeFirstOrThrow();
      const { register } = await loadMemberSettings(db, site.id);
      const pending = Number(row.pending ?? 0);
      return { status: 'on', detail: `共 ${Number(row.all)} 名会员${pending > 0 ? `，${pending} 名待审核` : ''}，前台注册${register.open ? '已开放' : '已关闭'}` };
    },
  },
};
