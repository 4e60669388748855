// The company's sites: the list, switching the active site and its language, domains.
import { defineServerModule } from '../../core/modules/defineServerModule';
import { siteRoutes } from './routes';

export default defineServerModule({ id: 'sites', tables: [], routes: siteRoutes });
