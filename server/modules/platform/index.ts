// Platform facts the console reads before anything else (version, service prefixes, clone text).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { platformRoutes } from './routes';

export default defineServerModule({ id: 'platform', tables: [], routes: platformRoutes });
