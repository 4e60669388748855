// 访客挂件（分享、客服、底部浮动信息、浮动视频） (issue 14 §5): the six widget pages' routes, the public
// route visitors' pages read, and the widgets as apps of the application centre. See ../part.ts.
import type { ModulePart } from '../part';
import { widgetApps } from './apps';
import * as m060 from './migrations/settings_060_widgets';
import { widgetPublicRoute } from './publicRoute';
import { widgetSettingsRoutes } from './routes';
import { seedWidgets } from './seed';
import { WIDGET_TABLES } from './tables';

export { widgetApps };

export const widgetsPart: ModulePart = {
  tables: WIDGET_TABLES,
  migrations: { settings_060_widgets: m060 },
  routes: [...widgetSettingsRoutes, widgetPublicRoute],
  seed: (trx, ctx) => seedWidgets(trx, ctx.now),
  // A database seeded before the widgets arrived gets the demo sites' widgets with the migration.
  seedUpgrade: { settings_060_widgets: (db, ctx) => seedWidgets(db, ctx.now) },
};
