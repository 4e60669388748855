// The application centre (issue 14, §6 app_center): the site's apps as the installed modules
// register them in core, each with its state and switch; the bearspaw (熊掌号) settings and what
// article pages are served of them. It reads other modules' apps only through core (deps.apps).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { bearspawApp } from './bearspawApp';
import { bearspawRoutes } from './bearspawRoutes';
import { listRoutes } from './listRoutes';
import * as m001 from './migrations/appcenter_001_bearspaw';
import { APP_CENTER_TABLES } from './tables';

export default defineServerModule({
  id: 'app-center',
  // The visitor widgets' apps come from settings; 熊掌号's JSON-LD describes content's articles.
  dependsOn: ['settings', 'content'],
  tables: APP_CENTER_TABLES,
  migrations: { appcenter_001_bearspaw: m001 },
  routes: [...listRoutes, ...bearspawRoutes],
  apps: [bearspawApp],
});
