// 头条验证 as an app of the application centre (core's AppProvider, catalogue key 'toutiao'): on
// while the site's verification file is served. It can be switched on only once a file is saved.
import { appEntry } from '../../../../shared/domain/apps';
import { WIDGET_MSG } from '../../../../shared/domain/settings/widgets';
import { ApiError } from '../../../core/http/envelope';
import type { AppProvider } from '../../../core/modules/defineServerModule';

export const toutiaoApp: AppProvider = {
  key: 'toutiao',
  async enabled(ctx, siteId) {
    const row = await ctx.db.selectFrom('settings_toutiao_files').select('enabled').where('site_id', '=', siteId).executeTakeFirst();
    return Number(row?.enabled ?? 0) === 1;
  },
  async setEnabled(ctx, siteId, on) {
    const done = await ctx.db.updateTable('settings_toutiao_files').set({ enabled: on ? 1 : 0 }).where('site_id', '=', siteId).executeTakeFirst();
    if (on && Number(done.numUpdatedRows) === 0) throw new ApiError(400, WIDGET_MSG.notConfigured(appEntry('toutiao')?.name ?? '头条验证'));
  },
};
