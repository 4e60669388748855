// The company's sites: the list, switching the active site and its language, entitlements, going
// online, creating a site (siteRoutes.ts); and templates: the catalogue, building a site from one,
// changing it (templates/).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { joinParts } from '../../core/modules/modulePart';
import type { ModulePart } from '../../core/modules/modulePart';
import { siteRoutes } from './siteRoutes';
import { templatesPart } from './templates/part';

const sitePart: ModulePart = { tables: [], routes: siteRoutes };

export default defineServerModule({ id: 'sites', ...joinParts([sitePart, templatesPart]) });
