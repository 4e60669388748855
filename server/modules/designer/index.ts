// The designer (issue 15): each site's decoration of its five sections (site_decorate), checked
// against the §3 catalogues by the shared validator; the visitor's stylesheet written by the shared
// sectionCss; signed 30-minute preview pages of a draft; and /previewBox's address check.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { decorationRoutes } from './decorationRoutes';
import { purgeExpiredDrafts } from './drafts';
import * as m001 from './migrations/designer_001_decorations';
import { previewBoxRoutes } from './previewBoxRoutes';
import { seedDecoration } from './seed';
import { stylesheetCache } from './siteCache';
import { DESIGNER_TABLES } from './tables';

export default defineServerModule({
  id: 'designer',
  // Link targets and the preview pages read content's and product's records; lead forms for
  // submit_form; the image library for the pictures and files a decoration uses.
  dependsOn: ['content', 'product', 'forms', 'images'],
  tables: DESIGNER_TABLES,
  migrations: { designer_001_decorations: m001 },
  routes: [...decorationRoutes, ...previewBoxRoutes],
  // The rendered stylesheet, listed and emptied by 清除缓存 (settings).
  siteCaches: [stylesheetCache],
  // Drafts are a preview's only and the stylesheet is rebuilt from the decoration: never a site's
  // data to keep, a restore empties them.
  backup: { tables: { decoration_drafts: 'reset', decoration_stylesheets: 'reset' } },
  cleanup: ({ db, now }) => purgeExpiredDrafts(db, now),
  seed: {
    insert: (trx, ctx) => seedDecoration(trx, ctx.now),
    // A database seeded before the designer: the demo decoration with the migration.
    upgrade: { designer_001_decorations: (db, ctx) => seedDecoration(db, ctx.now) },
  },
});
