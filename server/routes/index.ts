// The production route table: every call of the shared API table, each exactly once.
import type { AnyRoute } from '../http/routeDef';
import { accountRoutes } from './account';
import { authRoutes } from './auth';
import { contentRoutes } from './content';
import { albumRoutes } from './contentAlbums';
import { taxonomyRoutes } from './contentTaxonomy';
import { dataFormRoutes } from './dataForms';
import { formRoutes } from './forms';
import { homeRoutes } from './home';
import { jobRoutes } from './jobs';
import { keywordRoutes } from './keywords';
import { imageRoutes } from './images';
import { messageRoutes } from './messages';
import { platformRoutes } from './platform';
import { providerRoutes } from './providers';
import { publicFormRoutes } from './publicForms';
import { siteRoutes } from './sites';
import { seoRoutes } from './seo';
import { statisticsRoutes } from './statistics';
import { taskRoutes } from './tasks';

export const ROUTES: readonly AnyRoute[] = [
  ...authRoutes,
  ...platformRoutes,
  ...accountRoutes,
  ...homeRoutes,
  ...siteRoutes,
  ...statisticsRoutes,
  ...messageRoutes,
  ...seoRoutes,
  ...formRoutes,
  ...dataFormRoutes,
  ...publicFormRoutes,
  ...contentRoutes,
  ...taxonomyRoutes,
  ...albumRoutes,
  ...jobRoutes,
  ...imageRoutes,
  ...keywordRoutes,
  ...providerRoutes,
  ...taskRoutes,
];
