// The members area of the members module (issue 13 §3–4, §7): members and their ranks, the list's
// export task, the demonstration members, and 新增会员 on the 营销中心 card. See ../part.ts.
import { MEMBER_KEY } from '../core/keys';
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
  },
};
