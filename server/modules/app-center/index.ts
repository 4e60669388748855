// The application centre (issue 14, §6 app_center): the site's apps as the installed modules
// register them in core, each with its state and switch; the bearspaw (熊掌号) settings.
import { defineServerModule } from '../../core/modules/defineServerModule';

export default defineServerModule({
  id: 'app-center',
  dependsOn: ['settings'],
  tables: [],
  routes: [],
});
