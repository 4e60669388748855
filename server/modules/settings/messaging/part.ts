// 邮件与短信设置 (issue 14 §4): mail and SMS settings, their templates, test sends, the send log, and
// the mailing of new lead messages (leadNotify.ts, started from the leadSubmitted event in ../index.ts).
// See ../part.ts.
import type { ModulePart } from '../part';
import { leadNotifyKind } from './leadNotify';
import { mailRoutes } from './mailRoutes';
import * as m050 from './migrations/settings_050_messaging';
import { seedMessaging } from './seed';
import { smsRoutes } from './smsRoutes';
import { MESSAGING_TABLES } from './tables';
import { templateRoutes } from './templateRoutes';

export { onLeadSubmitted } from './leadNotify';

/** Send-log rows older than this go with the daily cleanup. */
export const SEND_LOG_RETENTION_DAYS = 180;

export const messagingPart: ModulePart = {
  tables: MESSAGING_TABLES,
  migrations: { settings_050_messaging: m050 },
  routes: [...mailRoutes, ...templateRoutes, ...smsRoutes],
  tasks: [leadNotifyKind],
  seed: (trx, ctx) => seedMessaging(trx, ctx.now),
  async cleanup(ctx) {
    const removed = await ctx.db.deleteFrom('settings_send_log').where('created_at', '<', ctx.now - SEND_LOG_RETENTION_DAYS * 86_400_000).executeTakeFirst();
    return Number(removed.numDeletedRows);
  },
};
