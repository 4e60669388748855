// The designer (issue 15): each site's decoration of its five sections (site_decorate), checked
// against the §3 catalogues by the shared validator; the visitor's stylesheet written by the shared
// sectionCss; signed 30-minute preview pages of a draft; and /previewBox's address check.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { decorationRoutes } from './decorationRoutes';
import { previewBoxRoutes } from './previewBoxRoutes';

export default defineServerModule({
  id: 'designer',
  // Link targets and the preview pages read content's and product's records; lead forms for submit_form.
  dependsOn: ['content', 'product', 'forms'],
  tables: [],
  routes: [...decorationRoutes, ...previewBoxRoutes],
});
