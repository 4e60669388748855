// Mini-programs and smart shops (issue 17 §8): a site's mini-program binding on a platform (微信,
// 百度, 支付宝, 抖音), its review status through the platform provider, its pages and its QR code.
// Every route needs xys_xcx and a Chinese, mini-program or shop site (siteGuard.ts).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { bindingRoutes } from './bindingRoutes';
import * as m001 from './migrations/miniprogram_001_bindings';
import { pageRoutes } from './pageRoutes';
import { qrRoutes } from './qrRoutes';
import { reviewRoutes } from './reviewRoutes';
import { seedPages } from './seed';
import { MINIPROGRAM_TABLES } from './tables';

export default defineServerModule({
  id: 'miniprogram',
  // Page sources are the site's article categories, product categories and lead forms.
  dependsOn: ['content', 'product', 'forms'],
  tables: MINIPROGRAM_TABLES,
  migrations: { miniprogram_001_bindings: m001 },
  routes: [...bindingRoutes, ...reviewRoutes, ...pageRoutes, ...qrRoutes],
  // Both tables are the site's by site_id: a backup saves its bindings (the secret stays sealed)
  // and pages, a restore puts them back.
  backup: { tables: { mp_bindings: { site: 'site_id' }, mp_pages: { site: 'site_id' } } },
  seed: {
    insert: (trx, ctx) => seedPages(trx, ctx.now),
    upgrade: { miniprogram_001_bindings: (db, ctx) => seedPages(db, ctx.now) },
  },
});
