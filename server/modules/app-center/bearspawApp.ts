// 熊掌号 as an app of the application centre (core's AppProvider, key 'bearspaw'): its state is the
// row's switch; switching it on needs the appid and token saved first.
import { BEARSPAW_MSG } from '../../../shared/domain/apps';
import { ApiError } from '../../core/http/envelope';
import type { AppProvider } from '../../core/modules/defineServerModule';

export const bearspawApp: AppProvider = {
  key: 'bearspaw',
  async enabled(ctx, siteId) {
    const row = await ctx.db.selectFrom('app_bearspaw').select('enabled').where('site_id', '=', siteId).executeTakeFirst();
    return row?.enabled === 1;
  },
  async setEnabled(ctx, siteId, on) {
    const row = await ctx.db.selectFrom('app_bearspaw').select(['appid', 'token_sealed']).where('site_id', '=', siteId).executeTakeFirst();
    if (on && (!row?.appid || !row.token_sealed)) throw new ApiError(400, BEARSPAW_MSG.tokenRequired);
    if (!row) return; // off and never set up: nothing to store
    await ctx.db.updateTable('app_bearspaw').set({ enabled: on ? 1 : 0, updated_at: ctx.now }).where('site_id', '=', siteId).execute();
  },
};
