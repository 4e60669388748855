// Platform-level facts (login address per host, help centre, product domains) and the ver-2
// permission tree that drives the console's menu and route guard.
import { buildPermissionTree } from '../../../shared/domain/permissionTitles';
import type { PermissionTree, PlatformInfo } from '../../../shared/domain/api/types';
import { route, signedIn, type AnyRoute } from '../../core/http/routeDef';
import { platformInfoFor } from '../../core/services/platformInfo';
import { obj, oneOf, str } from '../../core/http/schemas';

export const platformRoutes: AnyRoute[] = [
  route<{ host?: string }, undefined, PlatformInfo>('platformInfo', {
    access: { public: true },
    mutates: false,
    // host: ask for another host's login address (the console passes location.host behind proxies).
    schema: { querystring: obj({ host: str(253, { pattern: '^[A-Za-z0-9.:\\-\\[\\]]*$' }) }) },
    async handler(ctx) {
      return platformInfoFor(ctx.deps.config, ctx.query.host || ctx.request.host || '');
    },
  }),

  route<Record<string, never>, { ver: 2 }, PermissionTree>('permissions', {
    access: { session: true },
    mutates: false,
    schema: { querystring: obj({}), body: obj({ ver: oneOf([2]) }, ['ver']) },
    async handler(ctx) {
      return buildPermissionTree(signedIn(ctx).grants);
    },
  }),
];
