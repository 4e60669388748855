// The sites module's templates area (issue 17 §2–3): the template catalogue and its filters, building
// a new site from a template (a task), the finish page's preview pictures, 我的服务, and changing a
// site's template (Chinese, mobile and foreign) with its history. See ../index.ts.
//   tables.ts, migrations/  the catalogue, the plus role, each site's theme and its history
//   catalogue.ts, seed.ts   the deterministic catalogue (~240 seeded; the bench inserts 10,000)
//   cards.ts, query.ts      reading the catalogue as TemplateCards
//   rules.ts                which templates a site may take (siteMode) and the plus role
//   theme.ts                the site's theme, a change, a stale build removed
//   buildKind.ts            the sites.build task; previews.ts, pictures.ts the sharp-drawn pictures
//   *Routes.ts              the routes; assetRoutes.ts the public pictures and demo pages
import type { ModulePart } from '../../../core/modules/modulePart';
import { templateRootRoutes } from './assetRoutes';
import { siteBuildKind } from './buildKind';
import { buildRoutes } from './buildRoutes';
import { catalogueRoutes } from './catalogueRoutes';
import { cleanupPreviews, sitePreviewCache } from './previewFiles';
import * as m001 from './migrations/sites_001_templates';
import * as m002 from './migrations/sites_002_template_list_order';
import { seedTemplates } from './seed';
import { TEMPLATE_BACKUP, TEMPLATE_TABLES } from './tables';
import { themeRoutes } from './themeRoutes';

export const templatesPart: ModulePart = {
  tables: TEMPLATE_TABLES,
  migrations: { sites_001_templates: m001, sites_002_template_list_order: m002 },
  routes: [...catalogueRoutes, ...buildRoutes, ...themeRoutes],
  rootRoutes: templateRootRoutes,
  tasks: [siteBuildKind],
  seed: (trx, ctx) => seedTemplates(trx, ctx),
  seedUpgrade: { sites_001_templates: (db, ctx) => seedTemplates(db, ctx) },
  backup: TEMPLATE_BACKUP,
  siteCaches: [sitePreviewCache],
  cleanup: (ctx) => cleanupPreviews(ctx),
};
