// Sign-in, sign-out and the signed-in account (its profile, password and entitlements).
import { defineServerModule } from '../../core/modules/defineServerModule';
import { accountRoutes } from './accountRoutes';
import { authRoutes } from './authRoutes';

export default defineServerModule({ id: 'auth', tables: [], routes: [...authRoutes, ...accountRoutes] });
